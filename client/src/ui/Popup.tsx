// A design-system control of its own module (see ui/index.ts), fetched when
// it first opens (see whenOpened).
import type { PopupProps } from 'antd-mobile/es/components/popup';
import { whenOpened } from './whenOpened';

export const Popup = whenOpened<PopupProps>(() => import('antd-mobile/es/components/popup'));
