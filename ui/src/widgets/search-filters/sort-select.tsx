import { ListBoxItem } from '../../components/list-box/index.ts';
import { Select } from '../../components/select/index.ts';
import { defineMessages, useMessages, useUiLocale } from '../../provider/ui-provider.tsx';
import { parseSortOrder, sortOrders } from '@rove/contract/vocabulary';
import { type SortOrder, sortOrderLabels } from '../rv-vocabulary.ts';

const sortSelectMessages = defineMessages({
  en: { label: 'Sort by' },
  fr: { label: 'Trier par' },
});

type SortSelectProps = {
  value: SortOrder;
  onChange: (order: SortOrder) => void;
  label?: string;
  /** Leave out orders that make no sense here (DistanceASC without a searched place). */
  orders?: readonly SortOrder[];
  className?: string;
};

/** The search results' sort order. */
function SortSelect({ value, onChange, label, orders = sortOrders, className }: SortSelectProps) {
  const t = useMessages(sortSelectMessages);
  const { language } = useUiLocale();
  return (
    <Select
      data-slot="sort-select"
      label={label ?? t.label}
      selectedKey={value}
      onSelectionChange={(key) => {
        const order = parseSortOrder(String(key));
        if (order) onChange(order);
      }}
      className={className}
    >
      {orders.map((order) => (
        <ListBoxItem key={order} id={order}>
          {sortOrderLabels[language][order]}
        </ListBoxItem>
      ))}
    </Select>
  );
}

export { SortSelect, type SortSelectProps };
