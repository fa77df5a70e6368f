// The 倍数 (multiple, 1–99 on one ticket) and, for 大乐透, 追加: the options
// every bet form ends with.
import Checkbox from 'antd-mobile/es/components/checkbox';
import { Stepper } from './Stepper';
import { uiText as t } from './strings';

export function MultipleOptions({
  multiple,
  onMultiple,
  max = 99,
  additional,
  onAdditional,
}: {
  multiple: number;
  onMultiple: (n: number) => void;
  max?: number;
  /** Shown only when the game has 追加 (大乐透). */
  additional?: boolean;
  onAdditional?: (on: boolean) => void;
}) {
  return (
    <div className="lm-multiple">
      <span className="lm-multiple-label" aria-hidden>
        {t.multiple}
      </span>
      <Stepper
        data-testid="multiple"
        aria-label={t.multiple}
        min={1}
        max={max}
        digits={0}
        value={multiple}
        onChange={(v) => onMultiple(Math.max(1, Math.min(max, Math.trunc(v ?? 1))))}
      />
      {onAdditional && (
        <Checkbox data-testid="additional" checked={!!additional} onChange={onAdditional}>
          {t.additional}
        </Checkbox>
      )}
    </div>
  );
}
