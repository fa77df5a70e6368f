// Asks before a saved record (a selection, a split) is deleted: the delete
// cannot be undone and the button sits beside the row's link.
import { Dialog } from '../../ui';
import { lotteryText as t } from './strings';

export function ConfirmDelete({
  open,
  onClose,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  return (
    <Dialog
      visible={open}
      content={t.deleteConfirm}
      closeOnAction
      closeOnMaskClick
      onClose={onClose}
      actions={[
        [
          { key: 'cancel', text: t.cancel },
          { key: 'delete', text: t.delete, bold: true, onClick: onConfirm },
        ],
      ]}
    />
  );
}
