import { describe, expect, it } from 'vitest';
import { autoMapColumns } from './auto-map';
import { missingRequiredFields, toTargetField } from './csv-columns';

describe('autoMapColumns', () => {
  it.each(['Start Date', 'startDate', 'start_date', 'START-DATE'])(
    'maps %s to startDate',
    (header) => {
      expect(autoMapColumns([header])).toEqual({ [header]: 'startDate' });
    },
  );

  it('maps the headers of the confs.tech export and leaves unknown ones unmapped', () => {
    const headers = [
      'Name',
      'Link',
      'Start Date',
      'End Date',
      'Location',
      'Type',
      'Priority',
      'Goals',
      'CFP Deadline',
      'CFP Link',
      'Notes',
      'Twitter',
    ];
    expect(autoMapColumns(headers)).toEqual({
      Name: 'name',
      Link: 'link',
      'Start Date': 'startDate',
      'End Date': 'endDate',
      Location: 'location',
      Type: 'type',
      Priority: 'priority',
      Goals: 'goal',
      'CFP Deadline': 'cfpDeadline',
      'CFP Link': 'cfpLink',
      Notes: 'notes',
      Twitter: null,
    });
  });

  it('maps a field once, to the first header naming it', () => {
    expect(autoMapColumns(['URL', 'Website'])).toEqual({ URL: 'link', Website: null });
  });
});

describe('required fields', () => {
  it('lists required fields neither mapped nor given a default', () => {
    const missing = missingRequiredFields(
      { Name: 'name', Start: 'startDate' },
      { type: 'conference', goal: [] },
    );
    expect(missing.map((column) => column.label)).toEqual([
      'Link',
      'End Date',
      'Location',
      'Priority',
      'Goals',
    ]);
  });

  it('accepts both spellings of a field', () => {
    expect(toTargetField('cfp_deadline')).toBe('cfpDeadline');
    expect(toTargetField('goals')).toBe('goal');
    expect(toTargetField('nope')).toBeNull();
  });
});
