export type FilterOption = { value: string; label: string };

/** One labelled <select> of a GET filter form; the empty first choice means "no filter". */
export function FilterSelect({
  id,
  name,
  label,
  anyLabel,
  options,
  value,
}: {
  id: string;
  name: string;
  label: string;
  anyLabel: string;
  options: readonly FilterOption[];
  value: string | undefined;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ""}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Said above a filtered list when the query string held a value its form cannot make. */
export function IgnoredFiltersNotice() {
  return (
    <p className="notice" role="status">
      Some filters were not understood and were ignored.
    </p>
  );
}
