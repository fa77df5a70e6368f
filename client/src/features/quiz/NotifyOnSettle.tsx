// 开奖后通知我, offered after a pick is placed. Where the page can ask for
// WeChat subscription messages (`wx.requestSubscribeMessage`, lib/wechat)
// it asks for the QUIZ_SETTLED template and records what the member
// accepted; everywhere it makes sure the 竞猜结算 kind of notification is
// on (the member's 通知设置), which the app's push and the message centre
// follow.
import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { showUserErrors } from '../../lib/userErrors';
import { canRequestSubscribe, requestSubscribe } from '../../lib/wechat';
import { Button, toast } from '../../ui';
import { quizText as t } from './strings';

const NotifySettings = graphql(`
  query QuizNotifySettings {
    notificationSettings {
      categories {
        category
        enabled
      }
      subscribeTemplates {
        category
        templateId
      }
    }
  }
`);

const NotifyKinds = graphql(`
  mutation QuizNotifyKinds($disabled: [NotificationCategory!]!) {
    updateNotificationSettings(input: { disabledCategories: $disabled }) {
      settings {
        categories {
          category
          enabled
        }
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const SubscribeConsent = graphql(`
  mutation QuizSubscribeConsent($templateIds: [String!]!) {
    recordSubscribeConsent(input: { templateIds: $templateIds }) {
      recorded
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/** Asks to hear when the picks are settled; true when that is arranged. */
export function useNotifyOnSettle(): () => Promise<boolean> {
  const client = useApolloClient();
  const [setKinds] = useMutation(NotifyKinds);
  const [consent] = useMutation(SubscribeConsent);
  return async () => {
    const s = (await client.query({ query: NotifySettings, fetchPolicy: 'network-only' }).catch(() => null))?.data?.notificationSettings;
    if (!s) return false;
    const template = s.subscribeTemplates.find((x) => x.category === 'QUIZ_SETTLED')?.templateId;
    if (template && canRequestSubscribe()) {
      const accepted = await requestSubscribe([template]);
      if (!accepted.length) {
        toast(t.notifyDeclined, 0);
        return false;
      }
      const r = (await consent({ variables: { templateIds: accepted } }).catch(() => null))?.data?.recordSubscribeConsent;
      if (!r || showUserErrors(r.userErrors)) return false;
    }
    const disabled = s.categories.filter((c) => !c.enabled).map((c) => c.category);
    if (disabled.includes('QUIZ_SETTLED')) {
      const r = (await setKinds({ variables: { disabled: disabled.filter((c) => c !== 'QUIZ_SETTLED') } }).catch(() => null))?.data
        ?.updateNotificationSettings;
      if (!r || showUserErrors(r.userErrors)) return false;
    }
    toast(t.notifyOn, 0);
    return true;
  };
}

/** The button, gone once the notice is arranged. */
export function NotifyOnSettleButton() {
  const notify = useNotifyOnSettle();
  const [done, setDone] = useState(false);
  if (done) return null;
  return (
    <Button
      block
      size="small"
      color="primary"
      fill="outline"
      loading="auto"
      data-testid="quiz-notify"
      onClick={async () => {
        if (await notify()) setDone(true);
      }}
    >
      {t.notifyOnSettle}
    </Button>
  );
}
