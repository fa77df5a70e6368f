// The shell's dialogs (the re-login dialog of spec §8, the update prompt of
// §4) as the design system's Dialog. Loaded only when one opens
// (shell/dialogs.ts), so the shell's first script carries no dialog code.
import type { ReactNode } from 'react';
import { Dialog } from '../ui';

export type DialogAction = { key: string; text: string; bold?: boolean; onClick: () => void };

export function AlertDialog({ title, content, actions }: { title?: string; content: ReactNode; actions: DialogAction[] }) {
  return <Dialog visible title={title} content={content} actions={[actions]} />;
}
