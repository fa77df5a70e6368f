// The design system: the one place pages take their controls from (eslint
// refuses `antd-mobile` imports anywhere else). The general controls are
// antd-mobile 5's, each imported from its own module so a page's chunk holds
// only the components it uses; the theme (theme.css) gives them the spec's
// colours and the 750 design width's type scale. Written here by hand: only
// what is the lottery's own (balls, the ball picker, the 倍数/追加 options,
// the 走势图 grid lives with the trend pages) and the page states.
// (The theme and antd-mobile's global styles are loaded by main.tsx: with
// them here, this module had side effects, and every page using any one
// control fetched the chunks of all of them.)

export { default as Badge } from 'antd-mobile/es/components/badge';
export { default as Button } from 'antd-mobile/es/components/button';
export { default as Card } from 'antd-mobile/es/components/card';
export { default as Checkbox } from 'antd-mobile/es/components/checkbox';
export { default as Collapse } from 'antd-mobile/es/components/collapse';
export { default as Dialog } from 'antd-mobile/es/components/dialog';
export { default as Divider } from 'antd-mobile/es/components/divider';
export { default as Grid } from 'antd-mobile/es/components/grid';
export { default as Input } from 'antd-mobile/es/components/input';
export { default as List } from 'antd-mobile/es/components/list';
export { default as NoticeBar } from 'antd-mobile/es/components/notice-bar';
export { default as Radio } from 'antd-mobile/es/components/radio';
export { default as Selector } from 'antd-mobile/es/components/selector';
export { default as Skeleton } from 'antd-mobile/es/components/skeleton';
export { default as Space } from 'antd-mobile/es/components/space';
export { default as Switch } from 'antd-mobile/es/components/switch';
export { default as Tabs } from 'antd-mobile/es/components/tabs';
export { default as Tag } from 'antd-mobile/es/components/tag';
export { default as TextArea } from 'antd-mobile/es/components/text-area';
export type { TextAreaRef } from 'antd-mobile/es/components/text-area';

// The heavier controls only a few pages use (the sheet, the uploader, the
// popup, the search bar) are modules of their own (`ui/ActionSheet.ts`, …),
// not re-exported here: a shared chunk of this file would make every page
// fetch them.

export { Ball, BallPicker, DrawBalls, DrawBalls_draw, toggled } from './Balls';
export { LinkItem } from './LinkItem';
export { LoadMore } from './LoadMore';
export { MultipleOptions } from './MultipleOptions';
export { ReplayDrawsNotice, ReplayTag } from './ReplayDraws';
export { Stepper } from './Stepper';
export { EmptyState, ErrorState, LoadingState, MissingState, QueryState } from './states';
export { toast, Toasts } from './toast';
export { uiText } from './strings';
export { FileImage } from './FileImage';
export { sizedUrl } from '../lib/fileUrl';
