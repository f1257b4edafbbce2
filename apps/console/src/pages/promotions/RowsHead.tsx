/**
 * The header of a rules table (tiers, prizes, tasks): its columns, then the actions column,
 * named for screen readers only.
 */
export function RowsHead({ columns, actions }: { columns: string[]; actions: string }) {
  return (
    <thead>
      <tr>
        {columns.map((c) => (
          <th key={c} scope="col">
            {c}
          </th>
        ))}
        <th scope="col">
          <span className="visually-hidden">{actions}</span>
        </th>
      </tr>
    </thead>
  );
}
