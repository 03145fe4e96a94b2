/** English copy of the job import page (`/employer/jobs/add`). */
export const jobImport = {
  jobImport: {
    title: 'Import jobs',
    description:
      'Add many jobs at once from a CSV or Excel file. Every row becomes a draft that you can check and publish.',
    backToJobs: 'Back to the job list',
    template: {
      title: 'Download a template',
      description:
        'The template has every column and an example row that shows how to fill each cell. Replace the example with your jobs.',
      csv: 'Template as CSV',
      xlsx: 'Template as Excel',
      otherLanguage: 'German template:',
      otherCsv: 'CSV',
      otherXlsx: 'Excel',
      failed: 'The template could not be downloaded.',
    },
    upload: {
      title: 'Upload the file',
      dropTitle: 'Drop a CSV or Excel file here',
      dropHint: 'CSV up to 100 KB, Excel (.xlsx) up to 500 KB, at most {max} jobs per file.',
      choose: 'Choose file',
      selected: 'Selected file: {name} ({size})',
      submit: 'Import jobs',
      importing: 'Importing…',
      wrongType: 'Please choose a CSV or Excel (.xlsx) file.',
    },
    success: {
      title: 'Import complete',
      text_one: '{count} job was imported as a draft.',
      text_other: '{count} jobs were imported as drafts.',
      toJobs: 'Go to the job list',
    },
    report: {
      title: 'Nothing was imported',
      label: 'Problems in the file',
      row: 'Row',
      column: 'Column',
      problem: 'Problem',
      rowColumn: 'Row {row} · {column}',
    },
    gate: {
      powerUser:
        'Jobs can be imported once the required company information is complete. Please complete it first.',
      toCompany: 'Complete the company information',
      regularUser:
        'Jobs can be imported once the required company information is complete. Please ask a power user of your company to complete it.',
      loadFailed: 'The company information could not be loaded.',
    },
    help: {
      title: 'How to fill in the file',
      columns:
        'The first row names the columns, in German or English, as in the template. Required: job title, job types, contract type, experience, office location, work arrangement, industry, responsibilities and requirements.',
      lists:
        'Lists (job types, work arrangements, skills, questions, languages): one entry per line in the cell, or entries separated by "|".',
      choices:
        'Choices (contract type, experience, industry, job types, work arrangements, levels): the label in German or English, as in the form.',
      languages: 'Languages with their level: "German: Business fluent | English: Fluent".',
      audio:
        'Audio questions with their answer time in brackets (5 s to 3 min): "Please introduce yourself (60 s)".',
      salary: 'Salary: whole euros a year, e.g. 55000; leave both empty for no salary.',
      richText:
        'Texts: a blank line starts a new paragraph, lines starting with "- " become a bulleted list.',
      separators:
        'CSV files may use "," or ";" between fields and UTF-8 with or without BOM. Only the first sheet of an Excel file is read.',
      allOrNothing:
        'If any row has a problem, nothing is imported and every problem is listed with its row and column.',
    },
  },
} as const;
