import { useGetProductsQuery } from '../../api/products.ts';

/**
 * Stands in for the product list page in tests and stories: the real list call (newest first),
 * its product names in a plain list, to show that a save reached the list.
 */
export function ProductListProbe() {
  const { data } = useGetProductsQuery({ page: 1, itemsPerPage: -1 });
  return (
    <ul data-testid="product-list-probe">
      {data?.products.map((p) => (
        <li key={p.id}>
          {p.productName} {p.price}
        </li>
      ))}
    </ul>
  );
}
