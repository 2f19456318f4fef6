/** A track's address in links (`/mentor/schedule?field=…`, `GET /fields/:slug`): "Product Design" → "product-design". */
export function trackSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
