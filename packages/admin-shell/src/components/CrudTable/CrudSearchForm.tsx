import { Button, CloseButton, Collapse, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconSearch } from '@tabler/icons-react';
import {
  type FormEvent,
  lazy,
  Suspense,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
} from 'react';
import { type CrudFieldBase, valueTypeOf } from '../../core/crud/crud-definition.js';
import { useI18n } from '../../core/i18n/i18n-context.js';
import { type LocalText, useLocalText } from '../../core/i18n/local-text.js';

// Each filter's input is its own module, loaded when a table first shows such a filter: the
// number input brings a formatting library (about 5.5 KiB gzip), the select its combobox and
// Mantine's popovers (about 18 KiB between them, in the console), which a table's
// first paint does not need.
const IntegerFilterInput = lazy(() =>
  import('./IntegerFilterInput.js').then((module) => ({ default: module.IntegerFilterInput })),
);
const OptionFilterInput = lazy(() =>
  import('./OptionFilterInput.js').then((module) => ({ default: module.OptionFilterInput })),
);

/** Typing pauses this long before the list is searched. */
const SEARCH_DEBOUNCE_MS = 400;

type FilterValue = string | number;
type FilterField = Pick<CrudFieldBase<unknown>, 'label' | 'valueType' | 'options'> & {
  key: string;
};

export interface CrudSearchFormProps {
  keyword: string;
  /** The keyword box's placeholder; `false` leaves the box out. */
  keywordPlaceholder: LocalText | false | undefined;
  /** The longest keyword the back end takes; the box takes no more. */
  keywordMaxLength: number;
  filterFields: readonly FilterField[];
  filters: Partial<Record<string, FilterValue>>;
  /**
   * A new keyword or filter: applied at once for filters, after a pause for typing. `replace`
   * when the search only refines one already made while typing, so a burst of typing is one
   * history entry.
   */
  onSearch(
    keyword: string,
    filters: Partial<Record<string, FilterValue>>,
    change?: { replace?: boolean },
  ): void;
  onReset(): void;
}

/**
 * The search form above the table: a keyword box that searches as the person types (or at
 * Enter), and filters that apply when chosen, folded away behind 展开筛选 until wanted (open
 * when one is in force, so a shared link shows why the list is short).
 */
export function CrudSearchForm(props: CrudSearchFormProps) {
  const { keyword, filters, filterFields, onSearch } = props;
  const { t } = useI18n();
  const [typed, setTyped] = useState(keyword);
  const [expanded, setExpanded] = useState(() => Object.keys(filters).length > 0);
  // The filters' inputs are drawn once first unfolded, and kept: folded, they would be drawn
  // out of sight at once and fetch their code with the page's.
  const [filtersDrawn, setFiltersDrawn] = useState(expanded);
  const filtersId = useId();
  // The keyword this form last asked for: the address reaches it later (after the page's
  // loader), and the person may have typed on meanwhile.
  const sentKeyword = useRef(keyword);
  // Whether this burst of typing has made its history entry: later pauses refine it in place.
  const typingEntry = useRef(false);
  const search = (
    next: string,
    nextFilters: Partial<Record<string, FilterValue>>,
    typing: 'typing' | 'done',
  ) => {
    sentKeyword.current = next;
    onSearch(next, nextFilters, { replace: typingEntry.current });
    typingEntry.current = typing === 'typing';
  };
  const searchSoon = useDebouncedCallback(
    (next: string) => search(next.trim(), filters, 'typing'),
    SEARCH_DEBOUNCE_MS,
  );

  // Reset, a link or another tab's change put a keyword in the address that this form did not
  // send: show it, and drop a search still waiting on typing, which it makes stale.
  const showAddressKeyword = useEffectEvent((addressKeyword: string) => {
    if (addressKeyword === sentKeyword.current) return;
    sentKeyword.current = addressKeyword;
    typingEntry.current = false;
    searchSoon.cancel();
    setTyped(addressKeyword);
  });
  useEffect(() => showAddressKeyword(keyword), [keyword]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    searchSoon.cancel();
    search(typed.trim(), filters, 'done');
  };
  const setFilter = (key: string, value: FilterValue | undefined) => {
    searchSoon.cancel();
    search(typed.trim(), { ...filters, [key]: value }, 'done');
  };

  return (
    <search>
      <form onSubmit={submit} className="admin-shell-crud-search">
        <Group gap="sm" align="flex-end" wrap="wrap">
          {props.keywordPlaceholder !== false && (
            <KeywordInput
              value={typed}
              placeholder={props.keywordPlaceholder}
              maxLength={props.keywordMaxLength}
              onChange={(next) => {
                setTyped(next);
                searchSoon(next);
              }}
              onClear={() => {
                setTyped('');
                searchSoon.cancel();
                search('', filters, 'done');
              }}
            />
          )}
          <Group gap="xs" wrap="nowrap">
            <Button type="submit" leftSection={<IconSearch size={16} stroke={1.7} />}>
              {t('crud.query')}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                searchSoon.cancel();
                typingEntry.current = false;
                setTyped('');
                props.onReset();
              }}
            >
              {t('crud.reset')}
            </Button>
            {filterFields.length > 0 && (
              <Button
                variant="subtle"
                aria-expanded={expanded}
                aria-controls={filtersId}
                rightSection={
                  expanded ? (
                    <IconChevronUp size={16} stroke={1.7} />
                  ) : (
                    <IconChevronDown size={16} stroke={1.7} />
                  )
                }
                onClick={() => {
                  setExpanded((open) => !open);
                  setFiltersDrawn(true);
                }}
              >
                {t(expanded ? 'crud.hideFilters' : 'crud.showFilters')}
              </Button>
            )}
          </Group>
        </Group>
        {filterFields.length > 0 && (
          <Collapse expanded={expanded} id={filtersId}>
            {filtersDrawn && (
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="sm" pt="sm">
                {filterFields.map((field) => (
                  <FilterInput
                    key={field.key}
                    field={field}
                    value={filters[field.key]}
                    onChange={(value) => setFilter(field.key, value)}
                  />
                ))}
              </SimpleGrid>
            )}
          </Collapse>
        )}
      </form>
    </search>
  );
}

function KeywordInput({
  value,
  placeholder,
  maxLength,
  onChange,
  onClear,
}: {
  value: string;
  placeholder: LocalText | undefined;
  maxLength: number;
  onChange(value: string): void;
  onClear(): void;
}) {
  const { t } = useI18n();
  const text = useLocalText();
  const input = useRef<HTMLInputElement>(null);
  return (
    <TextInput
      ref={input}
      aria-label={t('crud.search')}
      placeholder={placeholder ? text(placeholder) : t('crud.searchPlaceholder')}
      leftSection={<IconSearch size={16} stroke={1.6} />}
      rightSection={
        value ? (
          <CloseButton
            size="sm"
            aria-label={t('crud.clearSearch')}
            onClick={() => {
              onClear();
              // The button goes with the text: the box keeps the focus.
              input.current?.focus();
            }}
          />
        ) : null
      }
      value={value}
      maxLength={Number.isFinite(maxLength) ? maxLength : undefined}
      onChange={(event) => onChange(event.currentTarget.value)}
      className="admin-shell-crud-keyword"
    />
  );
}

function FilterInput({
  field,
  value,
  onChange,
}: {
  field: FilterField;
  value: FilterValue | undefined;
  onChange(value: FilterValue | undefined): void;
}) {
  const { t } = useI18n();
  const text = useLocalText();
  const label = text(field.label);
  if (valueTypeOf(field) === 'integer') {
    return (
      <Suspense
        // The same box, holding the value, for the moment the input's code is on its way.
        fallback={<TextInput label={label} value={value ?? ''} readOnly />}
      >
        <IntegerFilterInput label={label} value={value} onChange={onChange} />
      </Suspense>
    );
  }
  const options = (field.options ?? []).map((option) => ({
    value: option.value,
    label: text(option.label),
  }));
  const chosen = value === undefined ? undefined : String(value);
  return (
    <Suspense
      fallback={
        <TextInput
          label={label}
          placeholder={t('crud.all')}
          value={options.find((option) => option.value === chosen)?.label ?? ''}
          readOnly
        />
      }
    >
      <OptionFilterInput
        label={label}
        placeholder={t('crud.all')}
        clearLabel={t('crud.clearFilter', { label })}
        options={options}
        value={chosen}
        onChange={onChange}
      />
    </Suspense>
  );
}
