const versions = {
  compare: {
    title: 'Version Comparison',
    needsTwo: 'This document needs at least two versions with a file to compare.',
    from: 'From version',
    to: 'To version',
    choose: 'Choose a version',
    swap: 'Swap versions',
    option: '{{label}} (rev. {{revision}})',
    chooseTwo: 'Choose two different versions.',
    comparing: 'Comparing versions',
    failed: 'The versions could not be compared. Please try again.',
    sideBySide: 'Side by side',
    inline: 'Inline redline',
    insertions_one: '{{formatted}} insertion',
    insertions_other: '{{formatted}} insertions',
    deletions_one: '{{formatted}} deletion',
    deletions_other: '{{formatted}} deletions',
  },
  note: {
    noTextOne:
      'No text could be extracted from {{version}}, as with a .doc file or a scanned PDF, so its text cannot be compared here. Download the files to compare them.',
    noTextBoth:
      'No text could be extracted from {{from}} and {{to}}, as with a .doc file or a scanned PDF, so their texts cannot be compared here. Download the files to compare them.',
    same: 'The two versions have the same text.',
  },
  redline: {
    inline: 'Inline redline',
    insertedBefore: '[inserted: ',
    deletedBefore: '[deleted: ',
    from: 'From {{label}}',
    to: 'To {{label}}',
  },
  revert: {
    title: 'Revert to {{label}}',
    explanation:
      "The file of {{label}} (rev. {{revision}}) becomes the document's current content as a new version. Every earlier version stays in the history, and the revert is recorded in the audit trail with your reason.",
    reason: 'Reason',
    required: 'Please fill in all required fields for version revert.',
    cancel: 'Cancel',
    submit: 'Revert',
    submitting: 'Reverting…',
    connectionFallback: 'Please check your connection and try again.',
    toasts: {
      reverted: { title: 'Version Revert', description: 'Reverting {{title}} to version {{version}}. This action will be logged.' },
      failed: 'Revert Failed',
    },
  },
  controls: {
    compare: 'Compare versions',
    revertLabel: 'Revert to {{label}}',
    revertRow: 'Revert to this version',
  },
};

export default versions;
