import { IconCheck } from '@tabler/icons-react';
import type { PaletteEntry, PaletteGroup } from '../../core/palette/types.js';

/** The HTML id of an entry's option: entries' own ids hold characters ids should not. */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

function EntryOption(props: {
  entry: PaletteEntry;
  id: string;
  active: boolean;
  onHover(): void;
  onChoose(): void;
}) {
  const { entry } = props;
  const Icon = entry.icon;
  return (
    // Options of an ARIA listbox: the input keeps focus (aria-activedescendant points here),
    // so the keyboard is handled there and a click only chooses.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys.
    // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the combobox's input.
    <div
      role="option"
      id={props.id}
      aria-selected={props.active}
      aria-checked={entry.current}
      data-active={props.active || undefined}
      className="admin-shell-palette-option"
      // Hover follows the pointer's moves, not the list scrolling under a still pointer.
      onMouseMove={props.active ? undefined : props.onHover}
      // Keeps focus in the input.
      onMouseDown={(event) => event.preventDefault()}
      onClick={props.onChoose}
    >
      <span className="admin-shell-palette-icon" aria-hidden="true">
        {Icon && <Icon size={18} stroke={1.6} />}
      </span>
      <span className="admin-shell-palette-text">
        <span className="admin-shell-palette-label">{entry.label}</span>
        {entry.description && (
          <span className="admin-shell-palette-description">{entry.description}</span>
        )}
      </span>
      {entry.current && <IconCheck size={16} stroke={2} aria-hidden="true" />}
    </div>
  );
}

/** The groups as an ARIA listbox: one group of options under each heading. */
export function PaletteListbox(props: {
  id: string;
  label: string;
  groups: readonly PaletteGroup[];
  activeId: string | undefined;
  onActivate(entryId: string): void;
  onChoose(entry: PaletteEntry): void;
}) {
  let index = 0;
  return (
    <div role="listbox" id={props.id} aria-label={props.label} className="admin-shell-palette-list">
      {props.groups.map((group) => {
        const headingId = `${props.id}-${group.id}`;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are ARIA groups, not form fieldsets.
          <div key={group.id} role="group" aria-labelledby={headingId}>
            <div id={headingId} role="presentation" className="admin-shell-palette-heading">
              {group.heading}
            </div>
            {group.entries.map((entry) => {
              const id = optionId(props.id, index++);
              return (
                <EntryOption
                  key={entry.id}
                  entry={entry}
                  id={id}
                  active={entry.id === props.activeId}
                  onHover={() => props.onActivate(entry.id)}
                  onChoose={() => props.onChoose(entry)}
                />
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
