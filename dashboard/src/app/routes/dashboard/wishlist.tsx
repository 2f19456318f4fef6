import { WishlistView } from '@/features/learning/components/wishlist-view';
import { useDocumentTitle } from '@/hooks/use-document-title';
import '@/features/learning/learning.css';

export function WishlistRoute() {
  useDocumentTitle('Wishlist');
  return (
    <>
      <h1>Wishlist</h1>
      <WishlistView />
    </>
  );
}
