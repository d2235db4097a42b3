import type { RecommendedProduct } from "@contract";
import { useTexts } from "~/lib/messages/texts";

/**
 * Recommended products. Active ones are buttons inside one form (so a tap works without
 * JavaScript: the route's action tracks it and resolves where to go); greyed ones are not tappable.
 */
export function ProductList({
  products,
  onSelect,
  intent = "product",
  moduleId,
}: {
  products: RecommendedProduct[];
  onSelect?: (product: RecommendedProduct, position: number) => void;
  intent?: string;
  moduleId: string;
}) {
  const common = useTexts("common");
  return (
    <ul className="product-list">
      {products.map((product, position) => (
        <li key={product.id} className={`product ${product.active ? "" : "product--inactive"}`}>
          <img className="product__logo" src={product.logo} alt="" width={44} height={44} />
          <div className="product__body">
            <h3 className="product__name">{product.name}</h3>
            <p className="product__range">
              <span className="product__range-label">{product.rangeDescription}</span> <strong>{product.amountRange}</strong>
            </p>
            <p className="product__rate">{product.rate}</p>
            {product.description ? <p className="product__description">{product.description}</p> : null}
            {product.tags.length ? (
              <ul className="tags" aria-label={common.features}>
                {product.tags.map((tag) => (
                  <li key={tag} className="tag">
                    {tag}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          {product.active ? (
            <form method="post" className="product__action">
              <input type="hidden" name="intent" value={intent} />
              <input type="hidden" name="productId" value={product.id} />
              <input type="hidden" name="position" value={position} />
              <input type="hidden" name="moduleId" value={moduleId} />
              <button
                type="submit"
                className="button button--small"
                aria-label={`${product.buttonText}: ${product.name}`}
                onClick={
                  onSelect
                    ? (event) => {
                        event.preventDefault();
                        onSelect(product, position);
                      }
                    : undefined
                }
              >
                {product.buttonText}
              </button>
            </form>
          ) : (
            <span className="product__action button button--small button--disabled" aria-disabled="true">
              {product.buttonText}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
