// The staff console's entry (its own build: vite.admin.config.ts).
// antd 5 on React 19 needs its compatibility patch, imported first.
import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
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
