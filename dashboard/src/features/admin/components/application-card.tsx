import type { MentorApplication } from '@trail/shared';
import type { ReactNode } from 'react';

/** What an admin reads to decide on an application. */
export function ApplicationCard({ application, children }: { application: MentorApplication; children?: ReactNode }) {
  const { applicant } = application;
  const name = `${applicant.firstName} ${applicant.lastName}`;
  return (
    <article className="panel application-card" aria-label={name}>
      <h3>{name}</h3>
      <dl>
        <dt>E-mail</dt>
        <dd>{applicant.email}</dd>
        <dt>Job title</dt>
        <dd>{application.tag}</dd>
        <dt>Years of experience</dt>
        <dd>{application.yearsOfExperience}</dd>
        <dt>Profile</dt>
        <dd>
          <a href={application.profileLink} target="_blank" rel="noopener noreferrer">
            {application.profileLink}
          </a>
        </dd>
        <dt>Bio</dt>
        <dd>{application.bio}</dd>
        <dt>Can help with</dt>
        <dd>{application.helpWith}</dd>
        <dt>Applied</dt>
        <dd>{new Date(application.createdAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })}</dd>
      </dl>
      {children}
    </article>
  );
}
