import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANSWER_FILE_MESSAGES, type AssessmentQuestion, type AssessmentResult, MAX_UPLOAD_BYTES } from '@trail/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { authToken } from '@/lib/auth/token';
import { fakeJwt } from '@/test/fake-jwt';
import { stubLearningApi } from '@/test/learning-fixtures';
import { renderRoutesAt } from '@/test/render-app';
import { jsonResponse } from '@/test/stub-fetch';

const section = { title: 'Getting Started With User Experience (UX) Design', no: 1, sub: ['Design thinking'] };
const question = (id: string, type: AssessmentQuestion['type'], text: string): AssessmentQuestion => ({ _id: id, question: text, type, options: [], img: [], sub: 'Design thinking', section });
const QUESTIONS = [question('q1', 'link', 'Share a link to your prototype.'), question('q2', 'file', 'Upload your persona sketch.')];
const RESULT: AssessmentResult = {
  data: { section: 1, score: 0, passed: false, correct: 0, marked: 0, forReview: 2, attempt: 1, attemptsLeft: 2, sectionCompleted: false },
  result: [],
  congratulations: 'Not yet.',
  text: 'You answered 0 of 0 questions right (0 %). A mentor will read your written answers.',
};

function openAssessment(post: unknown = RESULT) {
  authToken.set(fakeJwt(3600));
  const fetchMock = stubLearningApi({
    'GET /fields/product-design': [{ _id: 'f4', name: 'Product Design', slug: 'product-design' }],
    'GET /fields/f4/assess': { data: QUESTIONS },
    'GET /fields/f4/assess/status': { maxAttempts: 3, sections: [], next: { section: 1, passed: false, attempts: 0, attemptsLeft: 3 } },
    'GET /assessments/reviews/mine': { data: [] },
    'POST /fields/f4/assess': post,
  });
  renderRoutesAt('/assess/product-design');
  return fetchMock;
}

const sentForm = (fetchMock: ReturnType<typeof stubLearningApi>) =>
  fetchMock.mock.calls.filter(([url, init]) => init?.method === 'POST' && String(url).endsWith('/fields/f4/assess')).map(([, init]) => init!.body as FormData);

afterEach(() => {
  authToken.clear();
  localStorage.clear();
});

describe('/assess: link and file questions', { timeout: 20_000 }, () => {
  it('checks the link, refuses a file over 5 MB in the browser, and submits the answers and the file as multipart', async () => {
    const user = userEvent.setup();
    const fetchMock = openAssessment();
    await user.click(await screen.findByRole('button', { name: 'Get Started' }, { timeout: 5_000 }));
    const link = await screen.findByLabelText('Your link');
    await user.type(link, 'figma.com/file/x');
    expect(screen.getByText(ANSWER_FILE_MESSAGES.badLink)).toBeInTheDocument();
    await user.clear(link);
    await user.type(link, 'https://www.figma.com/file/x');
    expect(screen.queryByText(ANSWER_FILE_MESSAGES.badLink)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const input = screen.getByLabelText('Your file');
    expect(input).toHaveAttribute('accept', expect.stringContaining('application/pdf'));
    expect(screen.getByText(/if you reload the page before you submit, choose the file again/)).toBeInTheDocument();
    const huge = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    await user.upload(input, huge);
    expect(screen.getByRole('alert')).toHaveTextContent(ANSWER_FILE_MESSAGES.tooLarge);

    const sketch = new File(['%PDF-1.7'], 'persona.pdf', { type: 'application/pdf' });
    await user.upload(input, sketch);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Chosen: persona.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Not yet.')).toBeInTheDocument();
    const [form] = sentForm(fetchMock);
    expect(form).toBeInstanceOf(FormData);
    expect(JSON.parse(form!.get('assessment') as string)).toEqual([{ question: 'q1', answer: 'https://www.figma.com/file/x' }]);
    expect((form!.get('q2') as File).name).toBe('persona.pdf');
  });

  it('shows a refused file’s error above the button and keeps the chosen file and the link', async () => {
    const user = userEvent.setup();
    openAssessment(() => jsonResponse({ error: ANSWER_FILE_MESSAGES.wrongType }, 415));
    await user.click(await screen.findByRole('button', { name: 'Get Started' }, { timeout: 5_000 }));
    await user.type(await screen.findByLabelText('Your link'), 'https://www.figma.com/file/x');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.upload(screen.getByLabelText('Your file'), new File(['MZ'], 'persona.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ANSWER_FILE_MESSAGES.wrongType);
    expect(screen.getByText('Chosen: persona.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '← Previous' }));
    expect(screen.getByLabelText('Your link')).toHaveValue('https://www.figma.com/file/x');
  });
});
