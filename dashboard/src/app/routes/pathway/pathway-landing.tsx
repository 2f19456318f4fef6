import { useParams } from 'react-router-dom';
import { capitalise } from '@trail/shared';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** "product-design" → "Product Design". */
function pathwayTitle(name: string): string {
  return name.split('-').filter(Boolean).map(capitalise).join(' ');
}

export function PathwayLandingRoute() {
  const { name = '' } = useParams();
  const title = pathwayTitle(name);
  useDocumentTitle(title);
  return <h1>{title}</h1>;
}
