import { useEffect } from 'react';
import { ApolloProvider } from '@apollo/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { HomePage } from '../features/home/HomePage';
import { homeText } from '../features/home/strings';
import { RankPage } from '../features/home/RankPage';
import { MemberPage } from '../features/follow/MemberPage';
import { followText } from '../features/follow/strings';
import { MessageCentre } from '../features/messages/MessageCentre';
import { messageText } from '../features/messages/strings';
import { MyPage } from '../features/my/MyPage';
import { myText } from '../features/my/strings';
import { LoginPage } from '../features/session/LoginPage';
import { SessionProvider } from '../features/session/SessionProvider';
import { rememberInviter } from '../features/session/storage';
import { sessionText } from '../features/session/strings';
import { Toasts } from '../lib/toast';
import { track } from '../lib/tracking';
import { client } from './apollo';
import { NotFound, Page } from './Shell';
import { appText } from './strings';

export function App() {
  useEffect(() => {
    // An invite link carries the inviter (?inviteMeMemberId=…).
    rememberInviter(new URLSearchParams(location.search).get('inviteMeMemberId'));
    track('init');
    const end = () => track('end');
    window.addEventListener('pagehide', end);
    return () => window.removeEventListener('pagehide', end);
  }, []);
  return (
    <ApolloProvider client={client}>
      <BrowserRouter>
        <SessionProvider>
          <Routes>
            <Route path="/" element={<Navigate to="/pages/index/index" replace />} />
            <Route path="/pages/index/index" element={<Page title={homeText.title}><HomePage /></Page>} />
            <Route path="/pages/quiz/index" element={<Page title={appText.tabs.jc} auth><RankPage /></Page>} />
            <Route path="/pages/my/index" element={<Page title={myText.title} auth><MyPage /></Page>} />
            <Route path="/pages/my/message/index" element={<Page title={messageText.title} auth><MessageCentre /></Page>} />
            <Route path="/pages/community/personal-center" element={<Page title={followText.title} auth><MemberPage /></Page>} />
            <Route path="/pages/login/index" element={<Page title={sessionText.title}><LoginPage /></Page>} />
            <Route path="*" element={<Page title={appText.notFoundTitle}><NotFound /></Page>} />
          </Routes>
        </SessionProvider>
      </BrowserRouter>
      <Toasts />
    </ApolloProvider>
  );
}
