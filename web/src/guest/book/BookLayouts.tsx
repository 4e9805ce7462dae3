import { Body1, Button, mergeClasses, Spinner } from '@fluentui/react-components';
import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import type { Step } from './book-url';
import { useBookStyles } from './book-styles';
import { canEnter, currentStep, isHeld, nextStep, previousStep, stepDone, stepsOf } from './engine';
import type { FlowProps } from './flow-props';
import { DatesStep, RoomTypeStep } from './StaySteps';
import { CabinStep, DepartureStep, TourStep } from './TripSteps';

// The steps after the first choices come in chunks of their own, fetched when they open: the first load of a booking
// page stays within the guest pages' budget (docs/decisions/online-pages.md "First load").
const GuestsStep = lazy(() => import('./ChoiceSteps').then((m) => ({ default: m.GuestsStep })));
const ExtrasStep = lazy(() => import('./ChoiceSteps').then((m) => ({ default: m.ExtrasStep })));
const DetailsStep = lazy(() => import('./DetailsStep').then((m) => ({ default: m.DetailsStep })));
const PayStep = lazy(() => import('./PayStep').then((m) => ({ default: m.PayStep })));

const VIEWS: Record<Step, ComponentType<FlowProps>> = {
  tour: TourStep,
  departure: DepartureStep,
  cabin: CabinStep,
  dates: DatesStep,
  rooms: RoomTypeStep,
  guests: GuestsStep,
  extras: ExtrasStep,
  details: DetailsStep,
  pay: PayStep,
};

/** The hold ran out: a clear page, and "choose again" (the trip or dates looked at are kept). */
function Expired({ t, dispatch }: Pick<FlowProps, 't' | 'dispatch'>) {
  const styles = useBookStyles();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.section} data-testid="book-expired" aria-labelledby="book-expired-title">
      <h2 id="book-expired-title" className={styles.h2} tabIndex={-1} ref={heading}>
        {t('bookPage.expiredTitle')}
      </h2>
      <Body1 as="p">{t('bookPage.expiredText')}</Body1>
      <div>
        <Button appearance="primary" onClick={() => dispatch({ type: 'restart' })} data-testid="book-choose-again">
          {t('bookPage.chooseAgain')}
        </Button>
      </div>
    </section>
  );
}

/**
 * v1 (`/book/online`, `/book/resort`): every step that is open, one under the other on one scrolling page, compact
 * for an iframe. Once something is held, the choices above stay visible and fixed.
 */
export function SinglePage(props: FlowProps) {
  const styles = useBookStyles();
  const { page, state, t } = props;
  if (state.status === 'expired') return <Expired {...props} />;
  // Back from the provider only the payment's outcome is left to show.
  const done = state.status === 'processing' || state.status === 'confirmed';
  const shown = done ? (['pay'] as const) : stepsOf(page.flow).filter((s) => canEnter(page.flow, s, state.choice, state.status));
  return (
    <>
      {shown.map((step) => {
        const View = VIEWS[step];
        return (
          <section key={step} className={styles.section} aria-labelledby={`book-step-${step}`} data-testid={`book-step-${step}`}>
            <h2 id={`book-step-${step}`} className={styles.h2}>
              {t(`bookPage.step.${step}`)}
            </h2>
            <Suspense fallback={<Spinner size="small" />}>
              <View {...props} />
            </Suspense>
          </section>
        );
      })}
    </>
  );
}

/**
 * v2 (`-v2`): one step at a time with the steps' list above, Back and Continue below; the step's heading takes the
 * focus when the step changes, so a screen reader hears where the guest is.
 */
export function StepsPage(props: FlowProps) {
  const styles = useBookStyles();
  const { page, state, dispatch, t } = props;
  const step = currentStep(state);
  const steps = stepsOf(page.flow);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // The step shown is kept in the address: a choice does not move the guest on by itself, Continue does.
  useEffect(() => {
    if (state.choice.step !== step && state.status !== 'expired') dispatch({ type: 'goto', step });
  }, [state.choice.step, step, state.status, dispatch]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);
  if (state.status === 'expired') return <Expired {...props} />;
  const View = VIEWS[step];
  const held = isHeld(state.status);
  const back = held ? undefined : previousStep(page.flow, step);
  const canGoOn = step !== 'details' && step !== 'pay' && stepDone(step, state.choice, state.status);
  return (
    <>
      <ol className={styles.steps} aria-label={t('bookPage.steps')}>
        {steps.map((s, i) => (
          <li key={s} className={mergeClasses(styles.stepItem, s === step && styles.stepCurrent)} aria-current={s === step ? 'step' : undefined}>
            {`${i + 1}. ${t(`bookPage.step.${s}`)}`}
          </li>
        ))}
      </ol>
      <section className={styles.section} aria-labelledby="book-step-title" data-testid={`book-step-${step}`}>
        <h2 id="book-step-title" className={styles.h2} tabIndex={-1} ref={heading}>
          {t('bookPage.stepOf', { n: steps.indexOf(step) + 1, total: steps.length, name: t(`bookPage.step.${step}`) })}
        </h2>
        <Suspense fallback={<Spinner size="small" />}>
          <View {...props} />
        </Suspense>
      </section>
      <div className={styles.nav}>
        {back ? (
          <Button onClick={() => dispatch({ type: 'goto', step: back })} data-testid="book-back">
            {t('bookPage.back')}
          </Button>
        ) : (
          <span />
        )}
        {canGoOn ? (
          <Button appearance="primary" onClick={() => dispatch({ type: 'goto', step: nextStep(page.flow, step) })} data-testid="book-next">
            {t('bookPage.next')}
          </Button>
        ) : null}
      </div>
    </>
  );
}
