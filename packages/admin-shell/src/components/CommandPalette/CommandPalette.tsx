import { Modal } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useI18n } from '../../core/i18n/i18n-context.js';
import { useLocalText } from '../../core/i18n/local-text.js';
import { keepActive, moveActive } from '../../core/palette/active-entry.js';
import { filterGroups } from '../../core/palette/match-entry.js';
import { type RecordGroup, recordGroups } from '../../core/palette/record-entries.js';
import type { PaletteEntry, PaletteRecordSource } from '../../core/palette/types.js';
import { useRecordSearch } from '../../core/palette/use-record-search.js';
import { useSignOut } from '../DiscardQuestion/use-sign-out.js';
import { optionId, PaletteListbox } from './PaletteListbox.js';
import { type PaletteGroupsInput, useOpenRecord, usePaletteGroups } from './use-palette-groups.js';

/** The props of {@link CommandPalette}. */
export interface CommandPaletteProps extends PaletteGroupsInput {
  /** Whether the palette is shown. */
  opened: boolean;
  /** The person closed it, or chose an entry. */
  onClose(): void;
  /** Records found by keyword through the data provider. Default none. */
  records?: readonly PaletteRecordSource[];
}

const noRecords: readonly PaletteRecordSource[] = [];

/** What the status line says: the searches under way or failed, else how many results. */
function statusText(
  t: ReturnType<typeof useI18n>['t'],
  records: readonly RecordGroup[],
  count: number,
): string {
  const headingsWith = (status: RecordGroup['status']) =>
    records.filter((group) => group.status === status).map((group) => group.heading);
  const searching = headingsWith('loading');
  if (searching.length > 0) return t('palette.searching', { heading: searching.join(', ') });
  const failed = headingsWith('failed');
  if (failed.length > 0) return t('palette.searchFailed', { heading: failed.join(', ') });
  return t('palette.results', { count });
}

/**
 * The command palette: a search box over the menu's pages, the actions (theme, language,
 * layout, sign out) and the records of `records`, all in one ARIA combobox. Arrow keys move
 * through the results, Enter opens one, Escape closes; focus stays in the box throughout.
 */
export function CommandPalette({
  opened,
  onClose,
  records = noRecords,
  ...input
}: CommandPaletteProps) {
  const { t } = useI18n();
  const text = useLocalText();
  const [query, setQuery] = useState('');
  const [activeId, setActiveId] = useState<string>();
  const listId = useId();
  const { signOut, question } = useSignOut();
  const groups = usePaletteGroups(input, () => void signOut());
  const search = useRecordSearch(records, opened ? query : '');
  const openRecord = useOpenRecord();
  const found = useMemo(
    () => recordGroups(search, (source) => text(source.heading), openRecord),
    [search, text, openRecord],
  );
  const shown = useMemo(
    () => [...filterGroups(groups, query), ...found.filter((group) => group.entries.length > 0)],
    [groups, query, found],
  );
  const entries = shown.flatMap((group) => group.entries);
  const ids = entries.map((entry) => entry.id);
  const active = keepActive(ids, activeId);
  const activeIndex = active === undefined ? -1 : ids.indexOf(active);

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(listId, activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [listId, activeIndex]);

  const close = () => {
    setQuery('');
    setActiveId(undefined);
    onClose();
  };
  const choose = (entry: PaletteEntry) => {
    close();
    entry.run();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // An input method's Enter confirms the character being composed (拼音), nothing more.
    if (event.nativeEvent.isComposing) return;
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      setActiveId(moveActive(ids, active, step));
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault();
      const entry = entries[activeIndex];
      if (entry) choose(entry);
    }
  };

  const nothing = entries.length === 0 && found.every((group) => group.status !== 'loading');
  return (
    <>
      <Modal.Root
        opened={opened}
        onClose={close}
        size="lg"
        yOffset="10dvh"
        // Content's own className would land on the centring wrapper around it.
        classNames={{ content: 'admin-shell-palette' }}
      >
        <Modal.Overlay />
        <Modal.Content aria-label={t('palette.open')}>
          <div className="admin-shell-palette-search">
            <IconSearch size={20} stroke={1.6} aria-hidden="true" />
            <input
              role="combobox"
              aria-expanded
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeIndex >= 0 ? optionId(listId, activeIndex) : undefined}
              aria-label={t('palette.open')}
              placeholder={t('palette.placeholder')}
              autoComplete="off"
              spellCheck={false}
              data-autofocus
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              onKeyDown={onKeyDown}
            />
          </div>
          <PaletteListbox
            id={listId}
            label={t('palette.open')}
            groups={shown}
            activeId={active}
            onActivate={setActiveId}
            onChoose={choose}
          />
          {nothing && <p className="admin-shell-palette-empty">{t('palette.empty')}</p>}
          <div className="admin-shell-palette-footer">
            <span role="status">{statusText(t, found, entries.length)}</span>
            <span>{t('palette.hint')}</span>
          </div>
        </Modal.Content>
      </Modal.Root>
      {question}
    </>
  );
}
