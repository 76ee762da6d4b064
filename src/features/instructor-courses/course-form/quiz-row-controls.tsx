import { useTranslation } from 'react-i18next';

interface RowToolsProps {
  /** The row's own id prefix: its buttons are `<rowId>-up` and `<rowId>-down`. */
  rowId: string;
  index: number;
  count: number;
  upLabel: string;
  downLabel: string;
  onMove: (to: number) => void;
  /** Asks for focus on an element after the next render. */
  focusNext: (elementId: string) => void;
}

/**
 * A quiz row's drag handle (pointer) and its move up / down buttons (keyboard). Focus stays on
 * the pressed button as the row moves; at either end, where that button is disabled, it goes to
 * the other one.
 */
export function RowTools({
  rowId,
  index,
  count,
  upLabel,
  downLabel,
  onMove,
  focusNext,
}: RowToolsProps) {
  const { t } = useTranslation('course-form');
  const up = `${rowId}-up`;
  const down = `${rowId}-down`;
  return (
    <div className="course-form__row-tools">
      <span className="course-form__drag" aria-hidden="true" title={t('quiz.drag')}>
        ⠿
      </span>
      <button
        type="button"
        id={up}
        className="button button--ghost"
        disabled={index === 0}
        onClick={() => {
          focusNext(index - 1 === 0 ? down : up);
          onMove(index - 1);
        }}
      >
        {upLabel}
      </button>
      <button
        type="button"
        id={down}
        className="button button--ghost"
        disabled={index === count - 1}
        onClick={() => {
          focusNext(index + 1 === count - 1 ? up : down);
          onMove(index + 1);
        }}
      >
        {downLabel}
      </button>
    </div>
  );
}

interface AddRowProps {
  /** Both the button and the limit notice carry it, so focus sent here finds either. */
  id: string;
  canAdd: boolean;
  addLabel: string;
  limitText: string;
  onAdd: () => void;
}

/** Adds a row, or, at the list's limit, says so in its place. */
export function AddRow({ id, canAdd, addLabel, limitText, onAdd }: AddRowProps) {
  return canAdd ? (
    <button type="button" id={id} className="button button--ghost course-form__add" onClick={onAdd}>
      {addLabel}
    </button>
  ) : (
    <p id={id} className="course-form__notice" tabIndex={-1}>
      {limitText}
    </p>
  );
}

/** Removes a row; `onRemove` says where focus goes next. */
export function RemoveRow({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <button type="button" className="button button--ghost course-form__remove" onClick={onRemove}>
      {label}
    </button>
  );
}
