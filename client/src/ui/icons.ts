// The icons of home's tool grid (a feature's menu entry names one), from
// antd-mobile's own icon set. Only these: home draws any of them, so all are
// in its chunk. Add one here to use it.
export { default as AppOutline } from 'antd-mobile-icons/es/AppOutline';
export { default as AppstoreOutline } from 'antd-mobile-icons/es/AppstoreOutline';
export { default as BillOutline } from 'antd-mobile-icons/es/BillOutline';
export { default as CalculatorOutline } from 'antd-mobile-icons/es/CalculatorOutline';
export { default as ClockCircleOutline } from 'antd-mobile-icons/es/ClockCircleOutline';
export { default as ContentOutline } from 'antd-mobile-icons/es/ContentOutline';
export { default as HistogramOutline } from 'antd-mobile-icons/es/HistogramOutline';
export { default as LoopOutline } from 'antd-mobile-icons/es/LoopOutline';
export { default as PieOutline } from 'antd-mobile-icons/es/PieOutline';
export { default as QuestionCircleOutline } from 'antd-mobile-icons/es/QuestionCircleOutline';
export { default as StarOutline } from 'antd-mobile-icons/es/StarOutline';
