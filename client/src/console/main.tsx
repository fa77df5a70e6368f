// The staff console's entry (its own build: vite.admin.config.ts).
// antd 5 on React 19 needs its compatibility patch, imported first.
import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { App as AntApp, ConfigProvider } from 'antd';
// The ES module: the CommonJS `antd/locale/zh_CN` came through the build's
// interop as `{ default }`, and every antd text (取消, 请选择日期) fell back
// to English.
import zhCN from 'antd/es/locale/zh_CN';
import { BrowserRouter } from 'react-router';
import { consoleClient } from './apollo';
import { ConsoleApp } from './App';
import './console.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: '#E52D00' } }}>
        <AntApp>
          <ApolloProvider client={consoleClient}>
            <BrowserRouter basename="/admin">
              <ConsoleApp />
            </BrowserRouter>
          </ApolloProvider>
        </AntApp>
      </ConfigProvider>
    </StrictMode>,
  );
}
