// A secret the server shows once (a key, a webhook's signing secret): a
// dialog to copy it that only 我已复制 closes.
import { Alert, Button, Modal, Typography } from 'antd';
import { partnersText } from './strings';

export function SecretDialog({ title, help, secret, onDone }: { title: string; help: string; secret: string | null; onDone: () => void }) {
  return (
    <Modal
      open={!!secret}
      title={title}
      closable={false}
      maskClosable={false}
      footer={
        <Button type="primary" onClick={onDone} data-testid="secret-done">
          {partnersText.keyForm.done}
        </Button>
      }
    >
      <Alert type="warning" showIcon message={help} style={{ marginBottom: 12 }} />
      <Typography.Paragraph copyable code data-testid="secret-text">
        {secret}
      </Typography.Paragraph>
    </Modal>
  );
}
