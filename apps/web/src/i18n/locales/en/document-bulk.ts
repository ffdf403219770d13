const documentBulk = {
  dialog: {
    title: 'Bulk SOP Upload',
    steps: {
      upload: 'Step 1 of 3: add SOPs from a CSV file or enter them by hand.',
      review: 'Step 2 of 3: check every row; fix the ones marked in red before uploading.',
      complete: 'Step 3 of 3: the result of the upload.',
    },
    addRow: 'Add Row',
    close: 'Close',
  },
  upload: {
    csvTab: 'CSV Upload',
    manualTab: 'Manual Entry',
    columnsHelp:
      'Columns: {{columns}}. Category and department are the names of active entries; keywords are separated by semicolons.',
    downloadTemplate: 'Download Template',
    fileLabel: 'CSV file',
    fileHint: 'A .csv file with a header row',
    reviewSops: 'Review SOPs',
  },
  review: {
    ready_one: '{{count}} SOP ready for review.',
    ready_other: '{{count}} SOPs ready for review.',
    readyWithErrors_one: '{{count}} SOP ready for review, {{errors}} with errors.',
    readyWithErrors_other: '{{count}} SOPs ready for review, {{errors}} with errors.',
    creating: 'Creating SOP {{current}} of {{total}}',
    backToUpload: 'Back to Upload',
    uploading: 'Uploading…',
    upload: 'Upload {{count}} SOPs',
  },
  validation: {
    title: 'Validation Errors',
    description: 'Please fix all errors before uploading.',
  },
  toasts: {
    invalidFileType: { title: 'Invalid File Type', description: 'Please upload a CSV file only.' },
    fileProcessed: { title: 'File Processed', description: '{{count}} SOPs found in the CSV file.' },
    processingError: { title: 'Error Processing File', description: 'Please check your CSV file format and try again.' },
    templateDownloaded: { title: 'Template Downloaded', description: '{{fileName}} is in your downloads.' },
    complete: { title: 'Bulk Upload Complete' },
  },
  results: {
    summary: 'Successfully uploaded {{succeeded}} SOPs, {{failed}} failed.',
    uploadedCount: 'uploaded',
    failedCount: 'failed',
    uploadedIcon: 'Uploaded',
    failedIcon: 'Failed',
    untitled: 'Untitled',
    sessionEnded: 'Not uploaded: your session has ended.',
    unreachable: 'The server could not be reached.',
  },
  rows: {
    headers: {
      title: 'Title *',
      category: 'Category *',
      department: 'Department *',
      description: 'Description',
      keywords: 'Keywords',
      type: 'Type',
      priority: 'Priority',
      confidentiality: 'Confidentiality',
      remove: 'Remove',
    },
    cellLabels: {
      title: 'Title, row {{number}}',
      category: 'Category, row {{number}}',
      department: 'Department, row {{number}}',
      description: 'Description, row {{number}}',
      keywords: 'Keywords, row {{number}}',
      documentType: 'Document type, row {{number}}',
      priority: 'Priority, row {{number}}',
      confidentiality: 'Confidentiality, row {{number}}',
      remove: 'Remove row {{number}}',
    },
    errors: {
      titleRequired: 'Title is required',
      notFound: 'Not found: “{{name}}”',
      fieldIssue: '{{field}}: {{message}}',
    },
    fields: {
      title: 'Title',
      description: 'Description',
      keywords: 'Keywords',
    },
  },
};

export default documentBulk;
