// A staff action on a reviewed record, answered the same way on every
// queue: done (told, the list reloaded), lost to another staff member
// (`CONFLICT`: told so, the list reloaded to the record's fresh state) or
// refused (the server's message). Reasons and replies are asked in a modal
// that will not close empty.
import { App, Input } from 'antd';
import { reviewText as t } from './strings';

export type Payload = { userErrors: readonly { code: string; message: string }[] } | null | undefined;
export type Outcome = 'ok' | 'conflict' | 'failed';

export function useReview(refetch: () => unknown) {
  const { message, modal } = App.useApp();

  const act = async (run: () => Promise<Payload>, quiet = false): Promise<Outcome> => {
    let payload: Payload;
    try {
      payload = await run();
    } catch (e) {
      message.error(e instanceof Error ? e.message : t.failed);
      return 'failed';
    }
    const err = payload?.userErrors[0];
    if (err?.code === 'CONFLICT') {
      if (!quiet) message.warning(t.conflict);
      await Promise.resolve(refetch());
      return 'conflict';
    }
    if (err || !payload) {
      message.error(err?.message ?? t.failed);
      return 'failed';
    }
    if (!quiet) message.success(t.done);
    void refetch();
    return 'ok';
  };

  /** A text the action needs (a reason, a reply), or null when cancelled. */
  const askText = (title: string, placeholder: string, required: string, maxLength: number) =>
    new Promise<string | null>((resolve) => {
      let value = '';
      modal.confirm({
        title,
        icon: null,
        width: 520,
        content: <Input.TextArea autoFocus rows={4} maxLength={maxLength} showCount placeholder={placeholder} data-testid="review-text" onChange={(e) => (value = e.target.value)} />,
        okButtonProps: { 'data-testid': 'review-text-ok' },
        onOk: () => {
          if (!value.trim()) {
            message.warning(required);
            return Promise.reject(new Error(required));
          }
          resolve(value.trim());
        },
        onCancel: () => resolve(null),
      });
    });

  const confirm = (title: string) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({ title, okButtonProps: { 'data-testid': 'review-confirm-ok' }, onOk: () => resolve(true), onCancel: () => resolve(false) });
    });

  return { act, askText, confirm };
}
