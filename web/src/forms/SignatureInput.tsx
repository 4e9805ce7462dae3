import { Button, Field, Input, makeStyles, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import { useId, useRef, useState, type PointerEvent } from 'react';
import type { SignatureAnswer } from '../../../shared/domain/forms/form-answers';
import type { Translate } from '../../../shared/i18n/core';
import { RequiredMark } from './guest-form-styles';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: { padding: 0, fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalXS },
  pad: {
    width: '100%',
    maxWidth: '420px',
    height: '140px',
    touchAction: 'none',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'crosshair',
  },
  typed: { fontFamily: 'cursive', fontSize: tokens.fontSizeBase500, color: tokens.colorNeutralForeground1, minHeight: '32px' },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

const WIDTH = 400;
const HEIGHT = 140;

/**
 * The signature block: the signer's typed name, and the signature either typed (the name, the keyboard's way) or
 * drawn with a pointer on a pad (stored as SVG path data). A guardian's name and relation when the guest is a minor
 * and the field asks for it.
 */
export function SignatureInput({
  value,
  onChange,
  t,
  label,
  required,
  guardian,
  message,
}: {
  value: SignatureAnswer | undefined;
  onChange: (value: SignatureAnswer | undefined) => void;
  t: Translate;
  label: string;
  required: boolean;
  guardian: boolean;
  message?: string;
}) {
  const styles = useStyles();
  const legendId = useId();
  const padRef = useRef<SVGSVGElement>(null);
  const [drawing, setDrawing] = useState(false);
  const current: SignatureAnswer = value ?? { name: '', mode: 'typed' };
  const set = (change: Partial<SignatureAnswer>) => {
    const next = { ...current, ...change };
    if (!next.drawing) delete next.drawing;
    onChange(next.name || next.drawing ? next : undefined);
  };
  const point = (e: PointerEvent<SVGSVGElement>) => {
    const box = padRef.current!.getBoundingClientRect();
    const x = Math.round(((e.clientX - box.left) / Math.max(box.width, 1)) * WIDTH);
    const y = Math.round(((e.clientY - box.top) / Math.max(box.height, 1)) * HEIGHT);
    return `${x} ${y}`;
  };

  return (
    <fieldset className={styles.root} aria-describedby={message ? `${legendId}-msg` : undefined}>
      <legend id={legendId} className={styles.legend}>
        {label}
        {required ? <RequiredMark label={t('guestForm.required')} /> : null}
      </legend>
      <Field label={t('guestForm.signature.name')} required={required}>
        <Input value={current.name} onChange={(_e, d) => set({ name: d.value })} autoComplete="name" />
      </Field>
      <RadioGroup
        layout="horizontal"
        aria-label={t('guestForm.signature.how')}
        value={current.mode}
        onChange={(_e, d) => set({ mode: d.value as SignatureAnswer['mode'] })}
      >
        <Radio value="typed" label={t('guestForm.signature.typed')} />
        <Radio value="drawn" label={t('guestForm.signature.drawn')} />
      </RadioGroup>
      {current.mode === 'typed' ? (
        <div className={styles.typed} aria-hidden>
          {current.name}
        </div>
      ) : (
        <div className={styles.row}>
          <svg
            ref={padRef}
            className={styles.pad}
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-label={t('guestForm.signature.pad')}
            data-testid="signature-pad"
            onPointerDown={(e) => {
              e.currentTarget.setPointerCapture?.(e.pointerId);
              setDrawing(true);
              set({ drawing: `${current.drawing ? `${current.drawing} ` : ''}M${point(e)}` });
            }}
            onPointerMove={(e) => drawing && set({ drawing: `${current.drawing ?? ''} L${point(e)}` })}
            onPointerUp={() => setDrawing(false)}
            onPointerLeave={() => setDrawing(false)}
          >
            {current.drawing ? (
              <path d={current.drawing} fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round" />
            ) : null}
          </svg>
          <Button size="small" onClick={() => set({ drawing: undefined })}>
            {t('guestForm.signature.clear')}
          </Button>
        </div>
      )}
      {guardian ? (
        <div className={styles.row}>
          <Field label={t('guestForm.signature.guardianName')} required>
            <Input
              value={current.guardian?.name ?? ''}
              onChange={(_e, d) => set({ guardian: { name: d.value, relation: current.guardian?.relation ?? '' } })}
            />
          </Field>
          <Field label={t('guestForm.signature.guardianRelation')} required>
            <Input
              value={current.guardian?.relation ?? ''}
              onChange={(_e, d) => set({ guardian: { name: current.guardian?.name ?? '', relation: d.value } })}
            />
          </Field>
        </div>
      ) : null}
      {message ? (
        <div id={`${legendId}-msg`} className={styles.error} role="alert">
          {message}
        </div>
      ) : null}
    </fieldset>
  );
}
