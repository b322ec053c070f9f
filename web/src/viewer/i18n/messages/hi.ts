import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'अभी खरीदें',
  VerticalEmbed_Events_Button: 'अभी रजिस्टर करें',
  VerticalEmbed_Bookings_Button: 'अभी बुक करें',
  UploadFile_Viewer_Download: '{fileType} डाउनलोड करें',
  VerticalEmbed_Units_Hour: '{number} घं॰',
  VerticalEmbed_Units_Minute: '{number} मि॰',
  Accessibility_Left_Gallery: 'आप गैलरी से बाहर आ गए हैं',
  Viewer_Read_More: 'और पढ़ें',
  Viewer_See_Full_Post: 'पूरी पोस्ट देखें',
  Spoiler_Click_To_Reveal: 'दिखाने के लिए क्लिक करें',
  Spoiler_Reveal_Image: 'इमेज दिखाएं',
  Spoiler_Reveal_Gallery: 'गैलरी दिखाएं',
  Spoiler_Reveal_Video: 'वीडियो दिखाएं',
  Image_Expand: 'इमेज बड़ी करें',
  Viewer_Close: 'बंद करें',
  Fullscreen_Viewer: 'फ़ुल-स्क्रीन व्यूअर',
  Fullscreen_Previous: 'पिछला',
  Fullscreen_Next: 'अगला',
  Collapsible_Expand: 'फैलाएं',
  Collapsible_Shrink: 'छोटा करें',
  HtmlEmbed_Frame_Title: 'एम्बेड की गई सामग्री',
  UploadFile_Error_Generic_Item: 'फ़ाइल अपलोड नहीं हो सकी',
  UploadFile_Error_Size_Item: 'फ़ाइल अपलोड करने के लिए बहुत बड़ी है',
  UploadFile_Error_Details: 'त्रुटि का विवरण',
  TextSelection_Toolbar_Label: 'चयनित टेक्स्ट',
  TextSelection_Copy: 'कॉपी करें',
  TextSelection_Tweet: 'ट्वीट करें',
};

export default messages;
