import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'קנו עכשיו',
  VerticalEmbed_Events_Button: 'הירשמו עכשיו',
  VerticalEmbed_Bookings_Button: 'הזמינו עכשיו',
  UploadFile_Viewer_Download: 'הורדת {fileType}',
  VerticalEmbed_Units_Hour: '{number} שע׳',
  VerticalEmbed_Units_Minute: '{number} דק׳',
  Accessibility_Left_Gallery: 'יצאת מהגלריה',
  Viewer_Read_More: 'המשך קריאה',
  Viewer_See_Full_Post: 'לפוסט המלא',
  Spoiler_Click_To_Reveal: 'לחצו כדי לחשוף',
  Spoiler_Reveal_Image: 'חשיפת התמונה',
  Spoiler_Reveal_Gallery: 'חשיפת הגלריה',
  Spoiler_Reveal_Video: 'חשיפת הסרטון',
  Image_Expand: 'הגדלת התמונה',
  Viewer_Close: 'סגירה',
  Fullscreen_Viewer: 'תצוגת מסך מלא',
  Fullscreen_Previous: 'הקודם',
  Fullscreen_Next: 'הבא',
  Collapsible_Expand: 'הרחבה',
  Collapsible_Shrink: 'כיווץ',
};

export default messages;
