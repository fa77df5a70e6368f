// A text an action needs before it is sent (a rejection's reason, a reply,
// why an account is disabled), asked in a modal whose 确定 stays disabled
// while the text is blank: an empty reason can never be sent.
import { App, Input } from 'antd';

export function useAskText() {
  const { modal } = App.useApp();
  /** The text typed (trimmed), or null when cancelled. */
  return (title: string, placeholder: string, maxLength: number, danger = false) =>
    new Promise<string | null>((resolve) => {
      let value = '';
      const ok = (enabled: boolean) => ({ disabled: !enabled, danger, 'data-testid': 'review-text-ok' });
      const dialog = modal.confirm({
        title,
        icon: null,
        width: 520,
        content: (
          <Input.TextArea
            autoFocus
            rows={4}
            maxLength={maxLength}
            showCount
            placeholder={placeholder}
            data-testid="review-text"
            onChange={(e) => {
              value = e.target.value;
              dialog.update({ okButtonProps: ok(value.trim() !== '') });
            }}
          />
        ),
        okButtonProps: ok(false),
        onOk: () => resolve(value.trim()),
        onCancel: () => resolve(null),
      });
    });
}
