// The confirmation before something is withdrawn, removed or deleted (none
// can be undone); a module of its own, loaded when it first opens (see
// common.tsx), so the pages' first load does without the dialog.
import { Dialog } from '../../ui';
import { shopText as t } from './strings';

export default function Confirm({
  visible,
  content,
  action,
  onClose,
  onConfirm,
}: {
  visible?: boolean;
  content: string;
  action: string;
  onClose: () => void;
  onConfirm: () => Promise<void> | void;
}) {
  return (
    <Dialog
      visible={visible}
      content={content}
      closeOnAction
      closeOnMaskClick
      onClose={onClose}
      actions={[
        [
          { key: 'cancel', text: t.cancel },
          { key: 'confirm', text: action, bold: true, danger: true, onClick: onConfirm },
        ],
      ]}
    />
  );
}
