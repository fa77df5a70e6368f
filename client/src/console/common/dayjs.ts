// dayjs (antd's date library) in Chinese for the date pickers' calendars:
// the pages that pick dates import it from here, so the locale loads with
// them and not in the console's first load.
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

dayjs.locale('zh-cn');

export default dayjs;
export type { Dayjs } from 'dayjs';
