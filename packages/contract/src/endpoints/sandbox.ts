import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

const tag = 'Sandbox';

export const sandboxSms = defineEndpoint({
  method: 'GET',
  path: '/sandbox/sms',
  envelope: 'raw',
  auth: 'none',
  tag,
  summary: 'Sandbox only: the latest messages sent to a number (as sent to /sms/send).',
  payload: { mobile: z.string().min(1).max(20) },
  result: z.object({
    messages: z.array(
      z.object({ mobile: z.string(), text: z.string(), type: z.string(), createdAt: z.string() }),
    ),
  }),
});

export const sandboxGoogleToken = defineEndpoint({
  method: 'POST',
  path: '/sandbox/google/token',
  envelope: 'raw',
  auth: 'none',
  tag,
  summary:
    'Sandbox only: mints a Google-shaped ID token signed by the sandbox key set, for testing Google sign-in.',
  payload: {
    email: z.email().max(254),
    name: z.string().max(128).optional(),
  },
  result: z.object({ idToken: z.string() }),
});
