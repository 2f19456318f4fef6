import { RESOURCE_TYPES, type ResourceType } from '@trail/shared';

/** The type of a resource, as the add and edit forms ask it. */
export function ResourceTypeSelect({ id, value, onChange }: { id: string; value: ResourceType; onChange: (type: ResourceType) => void }) {
  return (
    <div className="field">
      <label htmlFor={id}>Type</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as ResourceType)}>
        {RESOURCE_TYPES.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </div>
  );
}

/** Learning or WishList, as the add and edit forms ask it. */
export function ListChoice({ legend, name, onWishlist, onChange }: { legend: string; name: string; onWishlist: boolean; onChange: (onWishlist: boolean) => void }) {
  return (
    <fieldset className="segmented">
      <legend>{legend}</legend>
      <label>
        <input type="radio" name={name} checked={!onWishlist} onChange={() => onChange(false)} /> Learning
      </label>
      <label>
        <input type="radio" name={name} checked={onWishlist} onChange={() => onChange(true)} /> WishList
      </label>
    </fieldset>
  );
}
