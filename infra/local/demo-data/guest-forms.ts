import { medical, t, YES_NO, type DefinitionInput } from './guest-forms-medical';

export { MEDICAL_BOXES, MEDICAL_QUESTIONS } from './guest-forms-medical';

/**
 * The demo operator's guest forms (issue 24): shipped as data the operator edits in /formdef, not as code: a guest
 * registration, the diver medical questionnaire (./guest-forms-medical.ts), a liability release and the rental gear
 * sizes. The local seed stores them (./forms.ts).
 */

const registration: DefinitionInput = {
  name: 'Guest registration',
  purpose: 'registration',
  askedPer: 'guest',
  title: t('Guest registration', 'Gästeregistrierung'),
  intro: t('Your details for the boat manifest and the harbour authority.', 'Deine Angaben für die Passagierliste und die Hafenbehörde.'),
  sections: [
    {
      id: 'person',
      title: t('About you', 'Über dich'),
      fields: [
        { id: 'firstName', type: 'QuestionShort', label: t('First name', 'Vorname'), required: true, customerField: 'firstName' },
        { id: 'lastName', type: 'QuestionShort', label: t('Last name', 'Nachname'), required: true, customerField: 'lastName' },
        {
          id: 'birthday',
          type: 'Date',
          label: t('Date of birth', 'Geburtsdatum'),
          required: true,
          validation: { notAfter: { from: 'today', amount: -8, unit: 'years' } },
          customerField: 'birthday',
        },
        { id: 'nationality', type: 'Country', label: t('Nationality', 'Staatsangehörigkeit'), required: true, customerField: 'nationality' },
        { id: 'email', type: 'Email', label: t('E-mail', 'E-Mail'), required: true, customerField: 'email' },
        { id: 'phone', type: 'Phone', label: t('Mobile phone', 'Mobiltelefon'), customerField: 'phone' },
        { id: 'passportNo', type: 'QuestionShort', label: t('Passport number', 'Reisepassnummer'), required: true, validation: { maxLength: 30 } },
        { id: 'passportPhoto', type: 'Image', label: t('Photo of your passport', 'Foto deines Reisepasses') },
      ],
    },
    {
      id: 'emergency',
      title: t('Emergency contact', 'Notfallkontakt'),
      fields: [
        { id: 'emergencyName', type: 'QuestionShort', label: t('Name', 'Name'), required: true },
        { id: 'emergencyPhone', type: 'Phone', label: t('Phone', 'Telefon'), required: true },
      ],
    },
    {
      id: 'diving',
      title: t('Diving', 'Tauchen'),
      fields: [
        {
          id: 'certification',
          type: 'Certification',
          label: t('Highest certification', 'Höchstes Brevet'),
          required: true,
          validation: { notAfter: { from: 'today', amount: 0, unit: 'days' } },
        },
        {
          id: 'dives',
          type: 'Select',
          label: t('Logged dives', 'Geloggte Tauchgänge'),
          required: true,
          options: [
            { value: '0-24', label: t('up to 24', 'bis 24') },
            { value: '25-99', label: t('25 to 99', '25 bis 99') },
            { value: '100-499', label: t('100 to 499', '100 bis 499') },
            { value: '500-plus', label: t('500 or more', '500 oder mehr') },
          ],
        },
        {
          id: 'lastDive',
          type: 'Date',
          label: t('Date of your last dive', 'Datum deines letzten Tauchgangs'),
          validation: { notAfter: { from: 'today', amount: 0, unit: 'days' } },
        },
        {
          id: 'nitrox',
          type: 'Radio',
          label: t('Do you want to dive with nitrox?', 'Möchtest du mit Nitrox tauchen?'),
          options: YES_NO,
        },
        {
          id: 'nitroxCard',
          type: 'Image',
          label: t('Photo of your nitrox card', 'Foto deiner Nitrox-Karte'),
          condition: { effect: 'require', any: [{ all: [{ field: 'nitrox', op: 'equals', value: 'yes' }] }] },
        },
      ],
    },
    {
      id: 'travel',
      title: t('Arrival', 'Anreise'),
      fields: [
        { id: 'flightNo', type: 'QuestionShort', label: t('Arrival flight', 'Ankunftsflug'), validation: { pattern: 'flightNumber' } },
        { id: 'flightArrival', type: 'DateTime', label: t('Landing (local time)', 'Landung (Ortszeit)') },
      ],
    },
  ],
};

const waiver: DefinitionInput = {
  name: 'Liability release',
  purpose: 'waiver',
  askedPer: 'guest',
  title: t('Liability release and assumption of risk', 'Haftungsausschluss und Risikoübernahme'),
  sections: [
    {
      id: 'release',
      title: t('Please read', 'Bitte lesen'),
      fields: [
        {
          id: 'releaseText',
          type: 'Text',
          label: t(
            'Scuba diving and snorkelling carry risks, including decompression sickness, embolism and other injuries, that can occur even when all rules are followed. I take part of my own free will, follow the instructions of the crew and dive within the limits of my training. I release the operator, its crew and its boats from liability for injury or loss unless caused by gross negligence or intent.',
            'Tauchen und Schnorcheln bergen Risiken, darunter Dekompressionskrankheit, Embolie und andere Verletzungen, die auch dann auftreten können, wenn alle Regeln eingehalten werden. Ich nehme freiwillig teil, folge den Anweisungen der Crew und tauche im Rahmen meiner Ausbildung. Ich stelle den Veranstalter, seine Crew und seine Boote von der Haftung für Verletzungen oder Verluste frei, sofern sie nicht grob fahrlässig oder vorsätzlich verursacht wurden.',
          ),
        },
        {
          id: 'accept',
          type: 'MultipleChoice',
          label: t('Your agreement', 'Deine Zustimmung'),
          required: true,
          options: [
            { value: 'read', label: t('I have read and understood this release.', 'Ich habe diesen Haftungsausschluss gelesen und verstanden.') },
            { value: 'insured', label: t('I have dive accident insurance.', 'Ich habe eine Tauchunfallversicherung.') },
          ],
          validation: { min: 1 },
        },
        {
          id: 'signature',
          type: 'Signature',
          label: t('Signature', 'Unterschrift'),
          required: true,
          guardianForMinors: true,
        },
      ],
    },
  ],
};

const sizes = (values: string[]) => values.map((v) => ({ value: v, label: t(v, v) }));
const rental: DefinitionInput = {
  name: 'Rental gear sizes',
  purpose: 'rental',
  askedPer: 'guest',
  title: t('Rental gear', 'Leihausrüstung'),
  intro: t('Tell us what you need so it is ready on the boat.', 'Sag uns, was du brauchst, damit es an Bord bereitliegt.'),
  sections: [
    {
      id: 'gear',
      title: t('What you need', 'Was du brauchst'),
      fields: [
        {
          id: 'items',
          type: 'MultipleChoice',
          label: t('I would like to rent', 'Ich möchte leihen'),
          options: [
            { value: 'bcd', label: t('BCD', 'Jacket') },
            { value: 'regulator', label: t('Regulator', 'Atemregler') },
            { value: 'wetsuit', label: t('Wetsuit', 'Neoprenanzug') },
            { value: 'fins', label: t('Fins', 'Flossen') },
            { value: 'mask', label: t('Mask', 'Maske') },
            { value: 'computer', label: t('Dive computer', 'Tauchcomputer') },
          ],
        },
        {
          id: 'height',
          type: 'QuestionShort',
          label: t('Height in cm', 'Größe in cm'),
          validation: { pattern: 'digits', maxLength: 3 },
          condition: {
            effect: 'require',
            any: [{ all: [{ field: 'items', op: 'includes', value: 'wetsuit' }] }, { all: [{ field: 'items', op: 'includes', value: 'bcd' }] }],
          },
        },
        {
          id: 'wetsuitSize',
          type: 'Select',
          label: t('Wetsuit size', 'Anzuggröße'),
          options: sizes(['XS', 'S', 'M', 'L', 'XL', 'XXL']),
          condition: { effect: 'show', any: [{ all: [{ field: 'items', op: 'includes', value: 'wetsuit' }] }] },
        },
        {
          id: 'bcdSize',
          type: 'Select',
          label: t('BCD size', 'Jacketgröße'),
          options: sizes(['XS', 'S', 'M', 'L', 'XL']),
          condition: { effect: 'show', any: [{ all: [{ field: 'items', op: 'includes', value: 'bcd' }] }] },
        },
        {
          id: 'shoeSize',
          type: 'Select',
          label: t('Shoe size (EU)', 'Schuhgröße (EU)'),
          options: sizes(['36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46', '47']),
          condition: { effect: 'show', any: [{ all: [{ field: 'items', op: 'includes', value: 'fins' }] }] },
        },
        {
          id: 'prescriptionMask',
          type: 'QuestionShort',
          label: t('Prescription for the mask (dioptres), if any', 'Sehstärke für die Maske (Dioptrien), falls nötig'),
          condition: { effect: 'show', any: [{ all: [{ field: 'items', op: 'includes', value: 'mask' }] }] },
        },
      ],
    },
  ],
};

export const DEMO_FORM_DEFINITIONS: DefinitionInput[] = [registration, medical, waiver, rental];
