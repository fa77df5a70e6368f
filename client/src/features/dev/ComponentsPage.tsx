// pages/dev/components (development builds only): every component of the
// design system on one page, in its states, to look at while changing the
// theme or a component. Not routed in production builds.
import { useState, type ReactNode } from 'react';
import {
  Badge,
  Ball,
  BallPicker,
  Button,
  Card,
  Checkbox,
  Dialog,
  EmptyState,
  ErrorState,
  Input,
  List,
  LoadingState,
  MissingState,
  MultipleOptions,
  Radio,
  Selector,
  Space,
  Stepper,
  Switch,
  Tabs,
  Tag,
  TextArea,
  toast,
  toggled,
} from '../../ui';
import { devText as t } from './strings';
import './dev.css';

/** A component another feature owns, shown under its name. */
export type Sample = { name: string; element: ReactNode };

export function ComponentsPage({ samples }: { samples: Sample[] }) {
  const [picked, setPicked] = useState(new Set([3, 8]));
  const [multiple, setMultiple] = useState(1);
  const [additional, setAdditional] = useState(false);
  const [dialog, setDialog] = useState(false);
  return (
    <div className="dev-components" data-testid="dev-components">
      <Section title={t.buttons}>
        <Space wrap>
          <Button color="primary">{t.primary}</Button>
          <Button color="primary" fill="outline">
            {t.secondary}
          </Button>
          <Button>{t.plain}</Button>
          <Button color="primary" disabled>
            {t.disabled}
          </Button>
          <Button color="primary" loading>
            {t.loading}
          </Button>
          <Button size="small" shape="rounded" color="primary" fill="outline">
            {t.small}
          </Button>
        </Space>
      </Section>
      <Section title={t.inputs}>
        <List>
          <List.Item title={t.input}>
            <Input placeholder={t.placeholder} aria-label={t.input} clearable />
          </List.Item>
          <List.Item title={t.textarea}>
            <TextArea placeholder={t.placeholder} aria-label={t.textarea} rows={2} showCount maxLength={200} />
          </List.Item>
          <List.Item title={t.stepper}>
            <Stepper defaultValue={1} min={1} max={99} aria-label={t.stepper} />
          </List.Item>
          <List.Item title={t.switch} extra={<Switch defaultChecked aria-label={t.switch} />} />
        </List>
        <Space wrap>
          <Checkbox defaultChecked>{t.checkbox}</Checkbox>
          <Radio.Group defaultValue="a">
            <Radio value="a">{t.radioA}</Radio>
            <Radio value="b">{t.radioB}</Radio>
          </Radio.Group>
        </Space>
        <Selector options={[30, 50, 100].map((n) => ({ label: t.window(n), value: n }))} defaultValue={[30]} />
      </Section>
      <Section title={t.multiple}>
        <MultipleOptions multiple={multiple} onMultiple={setMultiple} additional={additional} onAdditional={setAdditional} />
      </Section>
      <Section title={t.tabs}>
        <Tabs defaultActiveKey="ssq">
          <Tabs.Tab title="双色球" key="ssq" />
          <Tabs.Tab title="大乐透" key="dlt" />
          <Tabs.Tab title="福彩3D" key="fc3d" />
        </Tabs>
      </Section>
      <Section title={t.list}>
        <List>
          <List.Item clickable extra={<Badge content="3" />}>
            {t.listItem}
          </List.Item>
          <List.Item clickable description={t.description}>
            {t.listItem}
          </List.Item>
        </List>
      </Section>
      <Section title={t.card}>
        <Card title={t.cardTitle} extra={<Tag color="primary">{t.tag}</Tag>}>
          <div className="lm-balls">
            {[1, 4, 16, 22, 26, 31].map((n) => (
              <Ball key={n} n={n} kind="red" />
            ))}
            <Ball n={4} kind="blue" />
          </div>
        </Card>
      </Section>
      <Section title={t.picker}>
        <BallPicker max={16} kind="red" picked={picked} label={t.picker} onToggle={(n) => setPicked((s) => toggled(s, n))} />
      </Section>
      {samples.map((s) => (
        <Section key={s.name} title={s.name}>
          {s.element}
        </Section>
      ))}
      <Section title={t.states}>
        <LoadingState rows={2} />
        <EmptyState />
        <ErrorState onRetry={() => toast(t.retried)} />
        <MissingState what={t.id} />
      </Section>
      <Section title={t.feedback}>
        <Space wrap>
          <Button onClick={() => toast(t.toastText)}>{t.toast}</Button>
          <Button onClick={() => setDialog(true)}>{t.dialog}</Button>
        </Space>
        <Dialog
          visible={dialog}
          title={t.dialogTitle}
          content={t.dialogBody}
          actions={[{ key: 'ok', text: t.dialogButton, onClick: () => setDialog(false) }]}
        />
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="dev-section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}
