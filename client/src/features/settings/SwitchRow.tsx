// A list row with a switch, toggled as a whole (通用设置's device switches,
// 通知设置's kinds and quiet hours).
import type { ReactNode } from 'react';
import { List, Switch } from '../../ui';

export function SwitchRow({
  label,
  hint,
  checked,
  onChange,
  testId,
}: {
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onChange: (next: boolean) => void;
  /** On the switch itself (role="switch", aria-checked). */
  testId: string;
}) {
  // antd-mobile's Switch is a div with role="switch" and no key handling:
  // made focusable here and toggled with Space or Enter like a native switch.
  // Its own taps stop at the wrapper so the row does not toggle it back.
  const toggle = (
    <span
      className="settings-switch"
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => {
        if (e.key !== ' ' && e.key !== 'Enter') return;
        e.preventDefault();
        onChange(!checked);
      }}
    >
      <Switch checked={checked} onChange={onChange} tabIndex={0} aria-label={label} data-testid={testId} />
    </span>
  );
  return (
    // The whole row toggles: a 44 px target (the switch alone is 31 px tall).
    <List.Item className="settings-pref" clickable={false} onClick={() => onChange(!checked)} description={hint} extra={toggle}>
      {label}
    </List.Item>
  );
}
