import { useDocumentTitle } from '@/hooks/use-document-title';

export function WishlistRoute() {
  useDocumentTitle('Wishlist');
  return <h1>Wishlist</h1>;
}
