export { Calendar, type CalendarProps } from './calendar.tsx';
export { DatePicker, type DateLimits, type DatePickerProps } from './date-picker.tsx';
export {
  DateRangePicker,
  type DateRange,
  type DateRangePickerProps,
} from './date-range-picker.tsx';
export { DateTimePicker, type DateTimePickerProps } from './date-time-picker.tsx';
export { TimePicker, type TimePickerProps } from './time-picker.tsx';
