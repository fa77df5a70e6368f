import { useEffect } from 'react';
import { ApolloProvider } from '@apollo/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { FollowLists } from '../features/follow/FollowLists';
import { SettingsPage } from '../features/settings/SettingsPage';
import { AuthenticationPage } from '../features/settings/AuthenticationPage';
import { AccountPage } from '../features/settings/AccountPage';
import { ChoosePage } from '../features/settings/ChoosePage';
import { settingsText } from '../features/settings/strings';
import { PointsHistoryPage } from '../features/points/PointsHistoryPage';
import { CheckInPage } from '../features/points/CheckInPage';
import { pointsText } from '../features/points/strings';
import { ShopPage } from '../features/shop/ShopPage';
import { RecordsPage } from '../features/shop/RecordsPage';
import { shopText } from '../features/shop/strings';
import { SharePage, RulePage } from '../features/invite/SharePage';
import { ReceivePage } from '../features/invite/ReceivePage';
import { inviteText } from '../features/invite/strings';
import { FeedbackAddPage, FeedbackMinePage } from '../features/feedback/FeedbackPages';
import { feedbackText } from '../features/feedback/strings';
import { ChildPolicy, PrivacyPolicy, UserAgreement } from '../features/privacy/PrivacyPages';
import { privacyText } from '../features/privacy/strings';
import { HomePage } from '../features/home/HomePage';
import { lotteryRoutes } from '../features/lottery/routes';
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
            {lotteryRoutes.map((r) => (
              <Route key={r.path} path={r.path} element={<Page title={r.title} auth={r.auth}>{r.element}</Page>} />
            ))}
            <Route path="/pages/community/followedAndBeingFollowed" element={<Page title={followText.lists} auth><FollowLists /></Page>} />
            <Route path="/pages/choose/index" element={<Page title={settingsText.title} auth><ChoosePage /></Page>} />
            <Route path="/pages/my/settings/index" element={<Page title={settingsText.title} auth><SettingsPage /></Page>} />
            <Route path="/pages/my/authentication/index" element={<Page title={settingsText.realNameTitle} auth><AuthenticationPage /></Page>} />
            <Route path="/pages/my/account/index" element={<Page title={settingsText.account} auth><AccountPage /></Page>} />
            <Route path="/pages/my/points/index" element={<Page title={pointsText.historyTitle} auth><PointsHistoryPage /></Page>} />
            <Route path="/pages/my/check-in/index" element={<Page title={pointsText.checkInTitle} auth><CheckInPage /></Page>} />
            <Route path="/pages/my/point-shop/index" element={<Page title={shopText.title} auth><ShopPage /></Page>} />
            <Route path="/pages/my/choose-record/index" element={<Page title={shopText.records} auth><RecordsPage /></Page>} />
            <Route path="/pages/share/index" element={<Page title={inviteText.shareTitle} auth><SharePage /></Page>} />
            <Route path="/pages/share/rule" element={<Page title={inviteText.rule}><RulePage /></Page>} />
            <Route path="/pages/share/rank" element={<Page title={inviteText.rank} auth><RankPage /></Page>} />
            <Route path="/pages/share/receive" element={<Page title={inviteText.receiveTitle}><ReceivePage /></Page>} />
            <Route path="/pages/my/feedback/add" element={<Page title={feedbackText.addTitle} auth><FeedbackAddPage /></Page>} />
            <Route path="/pages/my/feedback/mine" element={<Page title={feedbackText.mineTitle} auth><FeedbackMinePage /></Page>} />
            <Route path="/pages/privacy/policy" element={<Page title={privacyText.title}><PrivacyPolicy /></Page>} />
            <Route path="/pages/privacy/agreement" element={<Page title={privacyText.userTitle}><UserAgreement /></Page>} />
            <Route path="/pages/privacy/children" element={<Page title={privacyText.childTitle}><ChildPolicy /></Page>} />
            <Route path="*" element={<Page title={appText.notFoundTitle}><NotFound /></Page>} />
          </Routes>
        </SessionProvider>
      </BrowserRouter>
      <Toasts />
    </ApolloProvider>
  );
}
