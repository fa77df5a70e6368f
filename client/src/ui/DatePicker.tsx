// A design-system control of its own module (see ui/index.ts), fetched when
// it first opens (see whenOpened): antd-mobile's date picker, whose wheels
// and popup a form needs only once the member taps the date.
import type { DatePickerProps } from 'antd-mobile/es/components/date-picker';
import { whenOpened } from './whenOpened';

export const DatePicker = whenOpened<DatePickerProps>(() => import('antd-mobile/es/components/date-picker'));
