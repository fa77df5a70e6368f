// A design-system control of its own module (see ui/index.ts), fetched when
// it first opens (see whenOpened).
import type { ActionSheetProps } from 'antd-mobile/es/components/action-sheet';
import { whenOpened } from './whenOpened';

export const ActionSheet = whenOpened<ActionSheetProps>(() => import('antd-mobile/es/components/action-sheet'));
