// A staff action on a reviewed record, answered the same way on every
// queue: done (told, the list reloaded), lost to another staff member
// (`CONFLICT`: told so, the list reloaded to the record's fresh state) or
// refused (the server's message). Reasons and replies are asked in a modal
// that cannot send an empty text (common/useAskText).
import { App, Button, Space } from 'antd';
import { useAskText } from '../common/useAskText';
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

  const askText = useAskText();

  const confirm = (title: string) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({ title, okButtonProps: { 'data-testid': 'review-confirm-ok' }, onOk: () => resolve(true), onCancel: () => resolve(false) });
    });

  /** 通过 and 驳回 (the reason asked, 1 to 200 characters) for a record the viewer may decide. */
  const decide = (what: string, approve: () => Promise<Payload>, reject: (reason: string) => Promise<Payload>) => (
    <Space>
      <Button size="small" type="primary" data-testid="review-approve" onClick={() => void act(approve)}>
        {t.approve}
      </Button>
      <Button
        size="small"
        danger
        data-testid="review-reject"
        onClick={async () => {
          const reason = await askText(t.reasonTitle(what), t.reason, 200, true);
          if (reason) await act(() => reject(reason));
        }}
      >
        {t.reject}
      </Button>
    </Space>
  );

  return { act, askText, confirm, decide };
}
