// antd-mobile's Stepper, with its label where a screen reader looks for it:
// antd-mobile puts `aria-label` on the wrapper, leaving the inner spinbutton
// input unnamed; this copies it onto the input.
import { useEffect, useRef, type ComponentProps } from 'react';
import AdmStepper, { type StepperRef } from 'antd-mobile/es/components/stepper';

export function Stepper(props: ComponentProps<typeof AdmStepper> & { 'aria-label'?: string }) {
  const ref = useRef<StepperRef>(null);
  const label = props['aria-label'];
  useEffect(() => {
    const input = ref.current?.nativeElement;
    if (input && label) input.setAttribute('aria-label', label);
  }, [label]);
  return <AdmStepper ref={ref} {...props} />;
}
