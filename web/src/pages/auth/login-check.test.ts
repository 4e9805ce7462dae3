import { describe, expect, it } from 'vitest';
import { issuesOf } from '../../components/ResourceForm/zod-messages';
import { loginForm } from './form-schemas';
import { loginIssues } from './login-check';

const SAMPLES = [
  { email: '', password: '' },
  { email: '   ', password: 'x' },
  { email: 'tina', password: 'x' },
  { email: 'tina@example', password: 'secret' },
  { email: ' tina@example.com ', password: 'secret' },
  { email: 'tina.o’neil@example.com', password: 'secret' },
  { email: "o'neil+x@dive-centre.co.uk", password: '' },
  { email: '.tina@example.com', password: 'x' },
  { email: 'tina..x@example.com', password: 'x' },
  { email: 'tina@exa_mple.com', password: 'x' },
  { email: 'müller@example.de', password: 'x' },
  { email: 'tina@example.com', password: 'p'.repeat(201) },
  { email: 'tina@example.com', password: 'p'.repeat(200) },
];

describe('the sign-in form’s check without zod', () => {
  it.each(SAMPLES)('finds what the login schema finds in %j, with the same messages', (values) => {
    expect(loginIssues(values)).toEqual(issuesOf(loginForm, values));
  });
});
