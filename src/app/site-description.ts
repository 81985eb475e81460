import { msg } from '@lingui/core/macro';

/** The page description search engines and link previews show (index.html has the English). */
export const siteDescription = msg`Apply for the Affordable Connectivity Program: free mobile internet service for eligible households.`;
