import type { z } from 'zod';
import type { ZFormDefinitionBase, FormField, ZFormSection } from '../../../shared/domain/forms/form-definition';

/**
 * The demo's diver medical questionnaire (./guest-forms.ts): it follows the structure of the diver medical screening
 * used across training agencies (ten yes/no questions; a yes on 1, 2, 4, 6, 7, 8 or 9 opens its box A–G; a yes on 3,
 * 5 or 10, or on any question of an open box, asks for a physician's sign-off), in our own words.
 */
export type DefinitionInput = z.input<typeof ZFormDefinitionBase>;
type FieldInput = z.input<typeof ZFormSection>['fields'] extends (infer F)[] | undefined ? F : never;

export const t = (en: string, de: string) => ({ en, de });
export const YES_NO = [
  { value: 'yes', label: t('Yes', 'Ja') },
  { value: 'no', label: t('No', 'Nein') },
];
const yesNo = (id: string, en: string, de: string, extra: Partial<FormField> = {}): FieldInput => ({
  id,
  type: 'Radio',
  label: t(en, de),
  required: true,
  options: YES_NO,
  ...extra,
});
const physicianIfYes = { raises: { flag: 'physician' as const, when: ['yes'] } };

/** The ten screening questions: id, English, German, and the box a yes opens (none: a yes asks for the physician). */
export const MEDICAL_QUESTIONS: Array<{ id: string; en: string; de: string; box?: string }> = [
  {
    id: 'q1',
    en: 'I have had problems with my lungs, breathing, heart or blood that affected my normal physical or mental performance.',
    de: 'Ich hatte Probleme mit Lunge, Atmung, Herz oder Blut, die meine normale körperliche oder geistige Leistung beeinträchtigt haben.',
    box: 'A',
  },
  { id: 'q2', en: 'I am over 45 years of age.', de: 'Ich bin älter als 45 Jahre.', box: 'B' },
  {
    id: 'q3',
    en: 'I struggle with moderate exercise (walking 1.6 km in 14 minutes or swimming 200 m without a rest), or could not take part in normal physical activity for health reasons in the last 12 months.',
    de: 'Mäßige Anstrengung fällt mir schwer (1,6 km in 14 Minuten gehen oder 200 m ohne Pause schwimmen), oder ich konnte in den letzten 12 Monaten aus gesundheitlichen Gründen nicht normal körperlich aktiv sein.',
  },
  {
    id: 'q4',
    en: 'I have had problems with my eyes, ears or nose and sinuses.',
    de: 'Ich hatte Probleme mit Augen, Ohren oder Nase und Nebenhöhlen.',
    box: 'C',
  },
  {
    id: 'q5',
    en: 'I have had surgery in the last 12 months, or still have problems from an earlier operation.',
    de: 'Ich wurde in den letzten 12 Monaten operiert oder habe noch Beschwerden von einer früheren Operation.',
  },
  {
    id: 'q6',
    en: 'I have lost consciousness, had migraines, seizures, a stroke or a serious head injury, or live with a lasting neurological injury or illness.',
    de: 'Ich war bewusstlos, hatte Migräne, Krampfanfälle, einen Schlaganfall oder eine schwere Kopfverletzung, oder ich habe eine bleibende neurologische Verletzung oder Erkrankung.',
    box: 'D',
  },
  {
    id: 'q7',
    en: 'I am being treated (or was in the last five years) for psychological problems, panic attacks or an addiction, or have a diagnosed learning or developmental disability.',
    de: 'Ich werde wegen psychischer Probleme, Panikattacken oder einer Sucht behandelt (oder wurde es in den letzten fünf Jahren), oder bei mir wurde eine Lern- oder Entwicklungsstörung festgestellt.',
    box: 'E',
  },
  {
    id: 'q8',
    en: 'I have had back problems, a hernia, ulcers or diabetes.',
    de: 'Ich hatte Rückenprobleme, einen Bruch, Geschwüre oder Diabetes.',
    box: 'F',
  },
  {
    id: 'q9',
    en: 'I have had problems with my stomach or intestines, including recent diarrhoea.',
    de: 'Ich hatte Probleme mit Magen oder Darm, auch kürzlich Durchfall.',
    box: 'G',
  },
  {
    id: 'q10',
    en: 'I take prescription medicine (other than the contraceptive pill or anti-malarials other than mefloquine).',
    de: 'Ich nehme verschreibungspflichtige Medikamente (außer der Pille oder Malariamitteln außer Mefloquin).',
  },
];

/** The follow-up boxes: the questions a yes on their screening question opens. */
export const MEDICAL_BOXES: Record<string, { question: string; items: Array<[string, string]> }> = {
  A: {
    question: 'q1',
    items: [
      [
        'I have had heart surgery, a heart valve operation, a stent or a pacemaker.',
        'Ich hatte eine Herzoperation, eine Herzklappen-OP, einen Stent oder einen Schrittmacher.',
      ],
      ['I have asthma, wheezing or shortness of breath when exercising.', 'Ich habe Asthma, pfeifende Atmung oder Atemnot bei Anstrengung.'],
      [
        'I have had a collapsed lung (pneumothorax) or another lung disease.',
        'Ich hatte einen Lungenkollaps (Pneumothorax) oder eine andere Lungenerkrankung.',
      ],
      ['I have high blood pressure or take medicine for it.', 'Ich habe Bluthochdruck oder nehme Medikamente dagegen.'],
    ],
  },
  B: {
    question: 'q2',
    items: [
      ['I smoke or inhale nicotine.', 'Ich rauche oder inhaliere Nikotin.'],
      ['I have a high cholesterol level.', 'Ich habe einen hohen Cholesterinspiegel.'],
      [
        'A close relative had a heart attack or stroke before the age of 50.',
        'Ein naher Verwandter hatte vor dem 50. Lebensjahr einen Herzinfarkt oder Schlaganfall.',
      ],
      ['I am under medical care at present.', 'Ich bin zurzeit in ärztlicher Behandlung.'],
    ],
  },
  C: {
    question: 'q4',
    items: [
      ['I have had sinus surgery in the last 6 months.', 'Ich hatte in den letzten 6 Monaten eine Nebenhöhlen-OP.'],
      ['I have ear disease, hearing loss or problems with balance.', 'Ich habe eine Ohrerkrankung, Hörverlust oder Gleichgewichtsstörungen.'],
      ['I have had eye surgery in the last 3 months.', 'Ich hatte in den letzten 3 Monaten eine Augen-OP.'],
    ],
  },
  D: {
    question: 'q6',
    items: [
      ['I had a head injury with loss of consciousness in the last 5 years.', 'Ich hatte in den letzten 5 Jahren eine Kopfverletzung mit Bewusstlosigkeit.'],
      ['I have epilepsy, seizures or take medicine to prevent them.', 'Ich habe Epilepsie, Krampfanfälle oder nehme Medikamente dagegen.'],
      ['I have recurring migraines or take medicine to prevent them.', 'Ich habe wiederkehrende Migräne oder nehme Medikamente dagegen.'],
      ['I have fainted or blacked out in the last 5 years.', 'Ich bin in den letzten 5 Jahren ohnmächtig geworden.'],
    ],
  },
  E: {
    question: 'q7',
    items: [
      ['I am being treated for a psychological or behavioural problem.', 'Ich werde wegen eines psychischen Problems oder einer Verhaltensstörung behandelt.'],
      ['I have had panic attacks.', 'Ich hatte Panikattacken.'],
      [
        'I have been treated for drug or alcohol addiction in the last 5 years.',
        'Ich wurde in den letzten 5 Jahren wegen Drogen- oder Alkoholsucht behandelt.',
      ],
    ],
  },
  F: {
    question: 'q8',
    items: [
      ['I have had back problems in the last 6 months.', 'Ich hatte in den letzten 6 Monaten Rückenprobleme.'],
      ['I have had back or spine surgery in the last 12 months.', 'Ich hatte in den letzten 12 Monaten eine Rücken- oder Wirbelsäulen-OP.'],
      ['I have diabetes.', 'Ich habe Diabetes.'],
      ['I have an uncorrected hernia.', 'Ich habe einen nicht versorgten Bruch.'],
    ],
  },
  G: {
    question: 'q9',
    items: [
      ['I have had an ostomy or bariatric surgery.', 'Ich hatte eine Stoma- oder Adipositas-OP.'],
      ['I needed treatment for dehydration in the last 7 days.', 'Ich musste in den letzten 7 Tagen wegen Flüssigkeitsmangel behandelt werden.'],
      [
        'I have frequent heartburn, reflux or an inflammatory bowel disease.',
        'Ich habe häufig Sodbrennen, Reflux oder eine chronisch-entzündliche Darmerkrankung.',
      ],
    ],
  },
};

export const medical: DefinitionInput = {
  name: 'Diver medical questionnaire',
  purpose: 'medical',
  askedPer: 'guest',
  title: t('Diver medical questionnaire', 'Medizinischer Fragebogen für Taucher'),
  intro: t(
    'Please answer every question honestly. A yes does not stop you from diving; it means a physician looks at it first. We keep your answers only until shortly after your trip.',
    'Bitte beantworte jede Frage ehrlich. Ein Ja schließt das Tauchen nicht aus; es bedeutet, dass zuerst ein Arzt darauf schaut. Wir bewahren deine Antworten nur bis kurz nach der Reise auf.',
  ),
  sections: [
    {
      id: 'screening',
      title: t('Screening questions', 'Fragen zur Gesundheit'),
      fields: MEDICAL_QUESTIONS.map((q) => yesNo(q.id, q.en, q.de, q.box ? {} : physicianIfYes)),
    },
    ...Object.entries(MEDICAL_BOXES).map(([box, { question, items }]): z.input<typeof ZFormSection> => ({
      id: `box${box}`,
      title: t(`Box ${box}`, `Kasten ${box}`),
      help: t('You answered yes to the question above: please tell us more.', 'Du hast die Frage oben mit Ja beantwortet: bitte erzähl uns mehr.'),
      condition: { effect: 'show', any: [{ all: [{ field: question, op: 'equals', value: 'yes' }] }] },
      fields: items.map(([en, de], i) => yesNo(`box${box}${i + 1}`, en, de, physicianIfYes)),
    })),
    {
      id: 'participant',
      title: t('Participant', 'Teilnehmer'),
      fields: [
        { id: 'fullName', type: 'QuestionShort', label: t('Full name', 'Vollständiger Name'), required: true },
        {
          id: 'birthday',
          type: 'Date',
          label: t('Date of birth', 'Geburtsdatum'),
          required: true,
          validation: { notAfter: { from: 'today', amount: -8, unit: 'years' } },
          customerField: 'birthday',
        },
        {
          id: 'signature',
          type: 'Signature',
          label: t('I confirm that my answers are true', 'Ich bestätige, dass meine Antworten wahr sind'),
          required: true,
          guardianForMinors: true,
        },
      ],
    },
  ],
};
