// The design system's styles, loaded once by main.tsx before the shell's:
// antd-mobile's global styles, then the theme, which sets its variables.
import 'antd-mobile/es/global/global.css';
import './theme.css';
